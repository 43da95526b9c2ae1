import { CERTIFICATE_MAX_BYTES } from '@coulisse/shared/rules/accountAdmin';
import {
  certificateAnswer,
  certificateLink as certificateLinkAnswer,
  certificateRequiredBody,
  certificateStatus as statusAnswer,
} from '@coulisse/shared/schemas/userAdmin';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../platform/http/app';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { CERTIFICATE_NAME } from '../../platform/files/certificates';
import { sendStoredFile } from '../../platform/files/serve';
import { AppError, forbidden, invalid, notFound } from '../../platform/http/errors';
import {
  certificateForDownload,
  certificateLink,
  certificateStatus,
  deleteCertificate,
  mayHandleCertificate,
  setCertificateRequired,
  uploadCertificate,
} from './certificate.service';
import { idParam } from './profile.routes';

const tags = ['people'];
const downloadParams = z.object({ token: z.string().max(128).regex(/^[A-Za-z0-9_-]{16,128}$/), certificate: z.string().max(68).regex(CERTIFICATE_NAME) });

/** The multipart upload: optional field `userId` first (level 1 for someone else), then `file`. */
async function readCertificate(request: FastifyRequest, auth: Auth): Promise<{ userId: number; data: Buffer }> {
  if (!request.isMultipart()) throw invalid('file', 'userAdmin.certificateWrongType');
  const file = await request.file({ limits: { fileSize: CERTIFICATE_MAX_BYTES, files: 1 } });
  if (!file) throw invalid('file', 'validation.required');
  const field = file.fields.userId;
  const raw = field && !Array.isArray(field) && field.type === 'field' ? Number(field.value) : auth.user.id;
  if (!(Number.isInteger(raw) && raw > 0 && raw <= 2_147_483_647)) throw invalid('userId', 'validation.invalidInput');
  // Refused before the file is read, so a caller without access uploads nothing.
  if (!mayHandleCertificate(auth, raw)) throw forbidden();
  const data = await file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', 'userAdmin.certificateTooBig');
    throw error;
  });
  return { userId: raw, data };
}

/**
 * Certificate of good conduct (issue 3). Only the person and level 1 reach it: those routes are
 * `authenticated` and the service refuses everyone else before any lookup (like the personal data
 * export), because no staff right may open it. The file itself is served only against a
 * single-use token bound to it.
 */
export async function certificateRoutes(api: App, ctx: AppContext) {
  api.post('/upload/certificate', { config: { access: 'authenticated' }, schema: { tags, response: { 200: certificateAnswer } } }, async (request) => {
    const upload = await readCertificate(request, request.auth!);
    return uploadCertificate(ctx, request.auth!, upload.userId, upload.data);
  });

  api.get(
    '/user/:id/certificate',
    { config: { access: 'authenticated' }, schema: { tags, params: idParam, response: { 200: statusAnswer } } },
    async (request) => certificateStatus(ctx, request.auth!, request.params.id),
  );

  api.delete(
    '/user/:id/certificate',
    { config: { access: 'authenticated' }, schema: { tags, params: idParam, response: { 200: certificateAnswer } } },
    async (request) => deleteCertificate(ctx, request.auth!, request.params.id),
  );

  api.put(
    '/user/:id/certificate/required',
    { config: { access: { level: [1] } }, schema: { tags, params: idParam, body: certificateRequiredBody, response: { 200: certificateAnswer } } },
    async (request) => setCertificateRequired(ctx, request.auth!, request.params.id, request.body.required),
  );

  api.post(
    '/user/:id/certificate/link',
    { config: { access: 'authenticated' }, schema: { tags, params: idParam, response: { 200: certificateLinkAnswer } } },
    async (request, reply) => {
      void reply.header('cache-control', 'no-store');
      return certificateLink(ctx, request.auth!, request.params.id);
    },
  );

  // Public: the single-use token in the path is the credential (a new window cannot send the bearer header).
  api.get(
    '/certificate/:token/:certificate',
    { exposeHeadRoute: false, config: { access: 'public' }, schema: { tags, params: downloadParams } },
    async (request, reply) => {
      const served = await certificateForDownload(ctx, request.params.token, request.params.certificate);
      if (!served) throw notFound();
      return sendStoredFile(reply, served);
    },
  );
}
