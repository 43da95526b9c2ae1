import { z } from 'zod';
import type { RuleResult } from '../rules/account';

/** Turns a rule function into a zod refinement whose message is the rule's catalogue key. */
export function withRule<T>(rule: (value: T) => RuleResult) {
  return (value: T, ctx: z.RefinementCtx) => {
    const key = rule(value);
    if (key) ctx.addIssue({ code: 'custom', message: key });
  };
}

export const requiredString = z.string({ error: 'validation.required' }).trim().min(1, { error: 'validation.required' });
export const optionalString = z.string().trim().max(255).nullish();
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'validation.invalidDate' });
