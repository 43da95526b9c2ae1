import { imageBody, profileSaveAnswer, withUserId } from '@coulisse/shared/schemas/people';
import type { FastifyRequest } from 'fastify';
import type { App } from '../../platform/http/app';
import type { AppContext } from '../../platform/context';
import { invalid } from '../../platform/http/errors';
import { decodeDataUrl } from '../../platform/files/images';
import { updatePicture } from './picture.service';
import { answer, idParam, updateAccess } from './profile.routes';

const tags = ['people'];
const message = 'profileTexts.pictureChanged';
// A picture may be 10 MB (spec 1 §5); as a base64 data URL that is about 13.4 MB.
const bodyLimit = 15 * 1024 * 1024;
const jsonImage = withUserId(imageBody);

/** A multipart upload (field `file`, optional field `userId`) or a JSON data URL. */
async function readUpload(request: FastifyRequest): Promise<{ userId?: number; data: Buffer }> {
  if (request.isMultipart()) {
    const file = await request.file();
    if (!file) throw invalid('image', 'validation.required');
    const field = file.fields.userId;
    const raw = field && !Array.isArray(field) && field.type === 'field' ? Number(field.value) : undefined;
    if (raw !== undefined && !(Number.isInteger(raw) && raw > 0)) throw invalid('userId', 'validation.invalidInput');
    return { userId: raw, data: await file.toBuffer() };
  }
  const parsed = jsonImage.safeParse(request.body);
  if (!parsed.success) throw invalid('image', 'validation.required');
  return { userId: parsed.data.userId, data: decodeDataUrl(parsed.data.image) };
}

/** Profile picture saves (spec 1 §7 "PUT /api/image and POST /api/image"). */
export async function pictureRoutes(api: App, ctx: AppContext) {
  api.put(
    '/user/:id/image',
    { bodyLimit, config: { access: updateAccess('users.picture') }, schema: { tags, params: idParam, body: imageBody, response: { 200: profileSaveAnswer } } },
    async (request) => answer(await updatePicture(ctx, request.auth!, request.params.id, decodeDataUrl(request.body.image)), request.auth!, message),
  );
  // The id-less paths: the service checks the profile in the body against the caller's rights.
  for (const method of ['put', 'post'] as const) {
    api[method]('/image', { bodyLimit, config: { access: 'authenticated' }, schema: { tags, response: { 200: profileSaveAnswer } } }, async (request) => {
      const upload = await readUpload(request);
      return answer(await updatePicture(ctx, request.auth!, upload.userId ?? request.auth!.user.id, upload.data), request.auth!, message);
    });
  }
}
