import { translateNl } from '@coulisse/shared/i18n/index';
import { messageAnswer } from '@coulisse/shared/schemas/accounts';
import { emailChangeTokenBody } from '@coulisse/shared/schemas/people/profile';
import type { App } from '../../platform/http/app';
import type { AppContext } from '../../platform/context';
import { confirmEmailChange, undoEmailChange } from './emailChange.service';

const tags = ['accounts'];

/**
 * The two links of a login e-mail change (ARCHITECTURE "Login e-mail"). Public: the single-use
 * token is the credential, and the person may be signed out or signed in as anyone. POST, from the
 * page the mailed link opens: a GET would be followed by mail scanners that prefetch links.
 */
export async function emailChangeRoutes(api: App, ctx: AppContext) {
  api.post(
    '/confirm-email-change',
    { config: { access: 'public' }, schema: { tags, body: emailChangeTokenBody, response: { 200: messageAnswer } } },
    async (request) => {
      await confirmEmailChange(ctx, request.body.token);
      return { message: translateNl('emailChange.confirmed') };
    },
  );

  api.post(
    '/undo-email-change',
    { config: { access: 'public' }, schema: { tags, body: emailChangeTokenBody, response: { 200: messageAnswer } } },
    async (request) => {
      await undoEmailChange(ctx, request.body.token);
      return { message: translateNl('emailChange.undone') };
    },
  );
}
