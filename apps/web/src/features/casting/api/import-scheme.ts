import type { SchemeImportAnswer } from '@coulisse/shared/schemas/casting';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { castingKey } from './keys';

export type SchemeImportKind = 'scheme' | 'users';
const PATHS: Record<SchemeImportKind, string> = { scheme: 'scheme', users: 'scheme/users' };

/** POST /api/project/{id}/import/scheme[/users][?confirm=true]: the role scheme CSV checked (preview) or imported, all or nothing. */
function importScheme(projectId: number, kind: SchemeImportKind, file: File, confirm: boolean) {
  const form = new FormData();
  form.append('file', file, file.name);
  return apiRequest<SchemeImportAnswer>(`/project/${projectId}/import/${PATHS[kind]}${confirm ? '?confirm=true' : ''}`, { method: 'POST', body: form });
}

/** A confirmed import changed the casting structure: everything cached for the project is read again. */
export function useImportScheme(projectId: number, kind: SchemeImportKind) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, confirm }: { file: File; confirm: boolean }) => importScheme(projectId, kind, file, confirm),
    meta: { handlesErrors: true },
    onSuccess: (_answer, { confirm }) => (confirm ? client.invalidateQueries({ queryKey: castingKey(projectId) }) : undefined),
  });
}
