import { issueMessage } from '@coulisse/shared/schemas/issueMessages';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The resolver of every form: the shared zod schema, with zod's own English texts replaced by
 * catalogue keys (`issueMessage`), which the fields translate (`translateMessage`). A message the
 * schema gives itself stays. No form shows "Invalid input: expected 0" (issue 14).
 */
export function formResolver<Input extends FieldValues, Context, Output>(schema: z.ZodType<Output, Input>): Resolver<Input, Context, Output> {
  return zodResolver(schema, { error: issueMessage });
}
