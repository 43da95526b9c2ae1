import { isMessageKey, translateNl } from '@coulisse/shared/i18n/index';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { sendAppShell } from './webApp';
import { PG_FOREIGN_KEY_VIOLATION, PG_UNIQUE_VIOLATION, pgErrorCode } from '../db/errors';

const STATUS = {
  validation: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  email_not_confirmed: 403,
  forbidden: 403,
  must_verify: 403,
  not_found: 404,
  conflict: 409,
  token_invalid: 400,
  payload_too_large: 413,
  rate_limited: 429,
  internal: 500,
} as const;
export type ErrorCode = keyof typeof STATUS;

/** The one error type of the product (ARCHITECTURE §6): a code, a catalogue key, optional field errors. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly messageKey: string,
    readonly params: Record<string, string | number> = {},
    readonly fields?: Record<string, string>,
  ) {
    super(messageKey);
  }
  get status(): number {
    return STATUS[this.code];
  }
}

export const notFound = () => new AppError('not_found', 'errors.resourceNotFound');
export const forbidden = () => new AppError('forbidden', 'errors.forbidden');
export const invalid = (field: string, key: string) => new AppError('validation', key, {}, { [field]: translateNl(key) });

interface ErrorBody {
  message: string;
  code: ErrorCode;
  fields?: Record<string, string>;
}

/** Maps every failure to `{message, code, fields?}` in Dutch; only real bugs answer 500. */
export function registerErrorHandler(app: FastifyInstance, options: { appShell: boolean }): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { message: translateNl(error.messageKey, error.params), code: error.code };
      if (error.fields) body.fields = error.fields;
      return reply.status(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const path = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        // Custom rules carry a catalogue key; zod's own messages are English, so use a generic text.
        const raw = issue.message ?? '';
        fields[path] ??= translateNl(isMessageKey(raw) ? raw : 'validation.invalidInput');
      }
      const first = Object.values(fields)[0] ?? translateNl('validation.invalidInput');
      return reply.status(400).send({ message: first, code: 'validation', fields } satisfies ErrorBody);
    }
    const pgCode = pgErrorCode(error);
    if (pgCode === PG_UNIQUE_VIOLATION || pgCode === PG_FOREIGN_KEY_VIOLATION) {
      return reply.status(409).send({ message: translateNl('errors.conflict'), code: 'conflict' } satisfies ErrorBody);
    }
    if (isResponseSerializationError(error)) request.log.error({ err: error }, 'response did not match its schema');
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      const code: ErrorCode = status === 413 ? 'payload_too_large' : status === 429 ? 'rate_limited' : 'validation';
      const key = code === 'rate_limited' ? 'errors.tooManyAttempts' : code === 'payload_too_large' ? 'form.error.fileSize' : 'validation.invalidInput';
      return reply.status(status === 415 || status === 413 || status === 429 ? status : 400).send({ message: translateNl(key), code } satisfies ErrorBody);
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: translateNl('errors.generic'), code: 'internal' } satisfies ErrorBody);
  });

  // With the built web app, client-side routes (any GET outside /api that is not a file) get the app shell.
  app.setNotFoundHandler((request, reply) => {
    // A missing file (a path with an extension, e.g. an old /assets/x.js) stays a 404.
    const isFile = /\.[a-z0-9]+$/i.test(request.url.split('?')[0]!);
    if (options.appShell && request.method === 'GET' && !request.url.startsWith('/api') && !isFile) {
      return sendAppShell(reply);
    }
    return reply.status(404).send({ message: translateNl('errors.resourceNotFound'), code: 'not_found' } satisfies ErrorBody);
  });
}
