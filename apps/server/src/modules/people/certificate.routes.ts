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
import type { AppContext } from '../../platform/context';
import { CERTIFICATE_NAME } from '../../platform/files/certificates';
import { sendStoredFile } from '../../platform/files/serve';
import { AppError, invalid, notFound } from '../../platform/http/errors';
import {
  certificateForDownload,
  certificateLink,
  certificateStatus,
  deleteCertificate,
  setCertificateRequired,
  uploadCertificate,
} from './certificate.service';
import { certificateUpload, personOrAdministrator } from './people.access';
import { userIdQuery } from './picture.routes';
import { idParam } from './profile.routes';

const tags = ['people'];
const downloadParams = z.object({ token: z.string().max(128).regex(/^[A-Za-z0-9_-]{16,128}$/), certificate: z.string().max(68).regex(CERTIFICATE_NAME) });

/**
 * The multipart upload of `file` for the person the query names (checked by the route's rule
 * before anything is read). A `userId` field (the older shape) must name that same person.
 */
async function readCertificate(request: FastifyRequest, userId: number): Promise<Buffer> {
  if (!request.isMultipart()) throw invalid('file', 'userAdmin.certificateWrongType');
  const file = await request.file({ limits: { fileSize: CERTIFICATE_MAX_BYTES, files: 1 } });
  if (!file) throw invalid('file', 'validation.required');
  const field = file.fields.userId;
  if (field && !Array.isArray(field) && field.type === 'field' && Number(field.value) !== userId) throw invalid('userId', 'validation.invalidInput');
  return file.toBuffer().catch((error: { code?: string }) => {
    if (error.code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('payload_too_large', 'userAdmin.certificateTooBig');
    throw error;
  });
}

/**
 * Certificate of good conduct (issue 3). Only the person and level 1 reach it (`personOrAdministrator`,
 * like the personal data export): no staff right opens it. The file itself is served only against
 * a single-use token bound to it.
 */
export async function certificateRoutes(api: App, ctx: AppContext) {
  api.post(
    '/upload/certificate',
    { config: { access: certificateUpload }, schema: { tags, querystring: userIdQuery, response: { 200: certificateAnswer } } },
    async (request) => {
      const userId = request.query.userId ?? request.auth!.user.id;
      return uploadCertificate(ctx, request.auth!, userId, await readCertificate(request, userId));
    },
  );

  api.get(
    '/user/:id/certificate',
    { config: { access: personOrAdministrator }, schema: { tags, params: idParam, response: { 200: statusAnswer } } },
    async (request) => certificateStatus(ctx, request.params.id),
  );

  api.delete(
    '/user/:id/certificate',
    { config: { access: personOrAdministrator }, schema: { tags, params: idParam, response: { 200: certificateAnswer } } },
    async (request) => deleteCertificate(ctx, request.auth!, request.params.id),
  );

  api.put(
    '/user/:id/certificate/required',
    { config: { access: { level: [1] } }, schema: { tags, params: idParam, body: certificateRequiredBody, response: { 200: certificateAnswer } } },
    async (request) => setCertificateRequired(ctx, request.auth!, request.params.id, request.body.required),
  );

  api.post(
    '/user/:id/certificate/link',
    { config: { access: personOrAdministrator }, schema: { tags, params: idParam, response: { 200: certificateLinkAnswer } } },
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
