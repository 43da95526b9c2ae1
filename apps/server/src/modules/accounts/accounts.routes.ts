import { translateNl } from '@coulisse/shared/i18n/index';
import { changePasswordBody, forgotPasswordBody, messageAnswer, sessionUser, signInBody, signUpBody } from '@coulisse/shared/schemas/accounts';
import { z } from 'zod';
import type { App } from '../../platform/http/app';
import { bearerToken } from '../../platform/auth/authenticate';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { changePassword, confirmEmail, currentUser, forgotPassword, signIn, signOut, signUp } from './accounts.service';

const tags = ['accounts'];

export async function accountsRoutes(api: App, ctx: AppContext) {
  api.post('/auth', { config: { access: 'public' }, schema: { tags, body: signInBody, response: { 200: sessionUser } } }, (request) =>
    signIn(ctx, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] }),
  );

  api.get('/auth', { config: { access: 'authenticated' }, schema: { tags, response: { 200: sessionUser } } }, (request) =>
    currentUser(request.auth!, bearerToken(request)!),
  );

  api.delete('/auth', { config: { access: 'authenticated' }, schema: { tags } }, async (request, reply) => {
    await signOut(ctx, request.auth!);
    return reply.status(204).send();
  });

  // A sign-up may carry a picture of up to 10 MB as a data URL, hence the larger body limit.
  api.post('/signup', { bodyLimit: 15 * 1024 * 1024, config: { access: 'public' }, schema: { tags, body: signUpBody, response: { 201: messageAnswer } } }, async (request, reply) => {
    await signUp(ctx, request.body, request.ip);
    return reply.status(201).send({ message: translateNl('auth.signupSuccess') });
  });

  api.post(
    '/confirm-email',
    { config: { access: 'public' }, schema: { tags, body: z.object({ token: z.string().min(1).max(200) }), response: { 200: messageAnswer } } },
    async (request) => {
      await confirmEmail(ctx, request.body.token);
      return { message: translateNl('auth.emailConfirmed') };
    },
  );

  api.post('/forgot-password', { config: { access: 'public' }, schema: { tags, body: forgotPasswordBody, response: { 200: messageAnswer } } }, async (request) => {
    await forgotPassword(ctx, request.body.email, request.ip);
    return { message: translateNl('auth.forgotSent') };
  });

  // Public because the reset link is used signed out; signed in, the current password is required.
  api.post('/change-password', { config: { access: 'public' }, schema: { tags, body: changePasswordBody, response: { 200: messageAnswer } } }, async (request) => {
    if (!request.body.token && !request.auth) throw new AppError('unauthenticated', 'errors.unauthenticated');
    const outcome = await changePassword(ctx, request.body, request.auth);
    return { message: translateNl(outcome === 'reset' ? 'auth.passwordChanged' : 'auth.passwordChangedLoggedIn') };
  });
}
