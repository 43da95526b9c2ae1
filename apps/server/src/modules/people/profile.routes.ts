import { translateNl } from '@coulisse/shared/i18n/index';
import { addressBody, contactBody, personalBody, privacyBody, profileSaveAnswer, remarksBody, sizesBody, withUserId } from '@coulisse/shared/schemas/people/profile';
import { z } from 'zod';
import type { App } from '../../platform/http/app';
import type { Auth } from '../../platform/auth/sessions';
import type { AppContext } from '../../platform/context';
import { rowIdParam } from '../../platform/http/params';
import { cancelEmailChange, updateContact } from './contact.service';
import type { SectionResult } from './profile.service';
import { sectionUpdate, sectionUpdateInBody } from './people.access';
import { updateAddress, updatePersonal, updatePrivacy, updateRemarks, updateSizes } from './sections.service';
import { presentUser } from './user.presenter';

const tags = ['people'];
export const idParam = z.object({ id: rowIdParam });

/**
 * Every save answers the updated profile as the caller may see it, with the spec 1 §8 text. Nobody
 * is signed out by a save any more (a new login address waits for its confirmation), so `signOut`
 * stays false; the field remains part of the answer's shape.
 */
export const answer = (result: SectionResult, auth: Auth, key: string, params: Record<string, string> = {}) => ({
  message: translateNl(key, params),
  data: presentUser(result.user, auth),
  signOut: false,
});

/**
 * The section saves. Each has a path with the user id; the spec's id-less paths (PUT
 * /api/information, /api/clothing-sizes, /api/privacy) take `userId` in the body, defaulting to the
 * caller, and their rule reads it there. What depends on the stored profile (the level rule,
 * frozen sizes) the service decides.
 */
export async function profileRoutes(api: App, ctx: AppContext) {
  const ownId = (auth: Auth, userId: number | undefined) => userId ?? auth.user.id;
  const personal = 'profileTexts.personalChanged';
  api.put(
    '/user/:id/information',
    { config: { access: sectionUpdate('personal') }, schema: { tags, params: idParam, body: personalBody, response: { 200: profileSaveAnswer } } },
    async (request) => answer(await updatePersonal(ctx, request.auth!, request.params.id, request.body), request.auth!, personal),
  );
  api.put(
    '/information',
    { config: { access: sectionUpdateInBody('personal') }, schema: { tags, body: withUserId(personalBody), response: { 200: profileSaveAnswer } } },
    async (request) => {
      const { userId, ...body } = request.body;
      return answer(await updatePersonal(ctx, request.auth!, ownId(request.auth!, userId), body), request.auth!, personal);
    },
  );

  api.put(
    '/user/:id/contact-details',
    { config: { access: sectionUpdate('contact') }, schema: { tags, params: idParam, body: contactBody, response: { 200: profileSaveAnswer } } },
    async (request) => {
      const result = await updateContact(ctx, request.auth!, request.params.id, request.body);
      if (!result.emailRequested) return answer(result, request.auth!, 'profileTexts.contactChanged');
      return answer(result, request.auth!, 'emailChange.requested', { email: request.body.email.trim() });
    },
  );

  // Drops a login address that waits for its confirmation (ARCHITECTURE "Login e-mail").
  api.delete(
    '/user/:id/pending-email',
    { config: { access: sectionUpdate('contact') }, schema: { tags, params: idParam, response: { 200: profileSaveAnswer } } },
    async (request) => answer(await cancelEmailChange(ctx, request.auth!, request.params.id), request.auth!, 'emailChange.cancelled'),
  );

  api.put(
    '/user/:id/address',
    { config: { access: sectionUpdate('address') }, schema: { tags, params: idParam, body: addressBody, response: { 200: profileSaveAnswer } } },
    async (request) => answer(await updateAddress(ctx, request.auth!, request.params.id, request.body), request.auth!, 'profileTexts.addressChanged'),
  );

  const clothing = 'profileTexts.clothingChanged';
  api.put(
    '/user/:id/clothing-sizes',
    { config: { access: sectionUpdate('clothing') }, schema: { tags, params: idParam, body: sizesBody, response: { 200: profileSaveAnswer } } },
    async (request) => answer(await updateSizes(ctx, request.auth!, request.params.id, request.body), request.auth!, clothing),
  );
  api.put(
    '/clothing-sizes',
    { config: { access: sectionUpdateInBody('clothing') }, schema: { tags, body: withUserId(sizesBody), response: { 200: profileSaveAnswer } } },
    async (request) => {
      const { userId, ...body } = request.body;
      return answer(await updateSizes(ctx, request.auth!, ownId(request.auth!, userId), body), request.auth!, clothing);
    },
  );

  api.put(
    '/user/:id/remarks',
    { config: { access: sectionUpdate('remarks') }, schema: { tags, params: idParam, body: remarksBody, response: { 200: profileSaveAnswer } } },
    async (request) => answer(await updateRemarks(ctx, request.auth!, request.params.id, request.body), request.auth!, 'profileTexts.remarkChanged'),
  );

  const privacy = 'profileTexts.privacyChanged';
  api.put(
    '/user/:id/privacy',
    { config: { access: sectionUpdate('privacy') }, schema: { tags, params: idParam, body: privacyBody, response: { 200: profileSaveAnswer } } },
    async (request) => answer(await updatePrivacy(ctx, request.auth!, request.params.id, request.body), request.auth!, privacy),
  );
  api.put(
    '/privacy',
    { config: { access: sectionUpdateInBody('privacy') }, schema: { tags, body: withUserId(privacyBody), response: { 200: profileSaveAnswer } } },
    async (request) => {
      const { userId, ...body } = request.body;
      return answer(await updatePrivacy(ctx, request.auth!, ownId(request.auth!, userId), body), request.auth!, privacy);
    },
  );
}
