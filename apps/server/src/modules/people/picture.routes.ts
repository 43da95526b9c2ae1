import { imageBody, profileSaveAnswer, withUserId } from '@coulisse/shared/schemas/people/profile';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { App } from '../../platform/http/app';
import type { AppContext } from '../../platform/context';
import { invalid } from '../../platform/http/errors';
import { rowIdParam } from '../../platform/http/params';
import { decodeDataUrl } from '../../platform/files/images';
import { pictureUpdateInQuery, sectionUpdate } from './people.access';
import { updatePicture } from './picture.service';
import { answer, idParam } from './profile.routes';

const tags = ['people'];
const message = 'profileTexts.pictureChanged';
// A picture may be 10 MB (spec 1 §5); as a base64 data URL that is about 13.4 MB.
const bodyLimit = 15 * 1024 * 1024;
const jsonImage = withUserId(imageBody);
/** Whose picture: the access rule reads it here, because a multipart body has no schema. */
export const userIdQuery = z.object({ userId: rowIdParam.optional() });

/**
 * A multipart upload (field `file`) or a JSON data URL, for the person the query names. A `userId`
 * in the form or the body (the older shape) must name that same person, so it can never aim elsewhere.
 */
async function readUpload(request: FastifyRequest, userId: number): Promise<Buffer> {
  const sameUser = (raw: number | undefined) => {
    if (raw !== undefined && raw !== userId) throw invalid('userId', 'validation.invalidInput');
  };
  if (request.isMultipart()) {
    const file = await request.file();
    if (!file) throw invalid('image', 'validation.required');
    const field = file.fields.userId;
    sameUser(field && !Array.isArray(field) && field.type === 'field' ? Number(field.value) : undefined);
    return file.toBuffer();
  }
  const parsed = jsonImage.safeParse(request.body);
  if (!parsed.success) throw invalid('image', 'validation.required');
  sameUser(parsed.data.userId);
  return decodeDataUrl(parsed.data.image);
}

/** Profile picture saves (spec 1 §7 "PUT /api/image and POST /api/image"). */
export async function pictureRoutes(api: App, ctx: AppContext) {
  api.put(
    '/user/:id/image',
    { bodyLimit, config: { access: sectionUpdate('picture') }, schema: { tags, params: idParam, body: imageBody, response: { 200: profileSaveAnswer } } },
    async (request) => answer(await updatePicture(ctx, request.auth!, request.params.id, decodeDataUrl(request.body.image)), request.auth!, message),
  );
  for (const method of ['put', 'post'] as const) {
    api[method](
      '/image',
      { bodyLimit, config: { access: pictureUpdateInQuery }, schema: { tags, querystring: userIdQuery, response: { 200: profileSaveAnswer } } },
      async (request) => {
        const userId = request.query.userId ?? request.auth!.user.id;
        return answer(await updatePicture(ctx, request.auth!, userId, await readUpload(request, userId)), request.auth!, message);
      },
    );
  }
}
