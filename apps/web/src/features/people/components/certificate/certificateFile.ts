import type { TFunction } from 'i18next';
import { ApiError } from '../../../../lib/api';
import { CERTIFICATE_MAX_BYTES, isPdf } from '@coulisse/shared/rules/accountAdmin';

/**
 * The catalogue key of what is wrong with a chosen file, or null. Checked by content like the
 * server does (a PDF starts with `%PDF-`), so a renamed file is refused before it is sent.
 */
export async function certificateFileProblem(file: File): Promise<string | null> {
  if (file.size > CERTIFICATE_MAX_BYTES) return 'userAdmin.certificateTooBig';
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  return isPdf(head) ? null : 'userAdmin.certificateWrongType';
}

/**
 * A refused upload shows the server's reason (wrong type, too large); anything else the spec's
 * 'Er is iets misgegaan met het uploaden van het bestand.' (spec 1 §5).
 */
export function uploadProblem(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && (error.status === 400 || error.status === 413)) return error.message;
  return t('userAdmin.certificateUploadFailed');
}
