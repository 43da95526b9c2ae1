import fastifyMultipart from '@fastify/multipart';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type RouteOptions } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import fs from 'node:fs';
import path from 'node:path';
import { modules } from './modules/index';
import { registerAccessGuard } from './platform/access/guard';
import { registerAuthentication } from './platform/auth/authenticate';
import type { AppContext } from './platform/context';
import { fastifyTrustProxy } from './platform/http/clientAddress';
import type { App } from './platform/http/app';
import { registerCompression } from './platform/http/compression';
import { registerErrorHandler } from './platform/http/errors';
import { DOCS_CSP, registerSecurityHeaders } from './platform/http/securityHeaders';
import { inlineScriptSources, registerWebApp } from './platform/http/webApp';

export type { App } from './platform/http/app';

export interface BuildOptions {
  logger?: boolean;
  /** Sees every route as it is registered: the security tests walk the route table with it. */
  onRoute?: (route: RouteOptions) => void;
}

/** Builds the HTTP app: API under /api, docs at /api/docs, the built web app everywhere else. */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: options.logger ? { level: process.env.LOG_LEVEL ?? 'info' } : false,
    bodyLimit: 2 * 1024 * 1024,
    // Only the configured proxies may name the client's address (TRUST_PROXY): the per-IP limits count on it.
    trustProxy: fastifyTrustProxy(ctx.config.trustProxy),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const dist = ctx.config.webDist;
  const appShell = Boolean(dist && fs.existsSync(path.join(dist, 'index.html')));
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  await registerSecurityHeaders(app, { publicUrl: ctx.config.publicUrl, scriptSources: appShell && dist ? inlineScriptSources(dist) : [] });
  registerErrorHandler(app, { appShell });
  registerAuthentication(app, ctx.db);
  registerAccessGuard(app, ctx.db);
  await registerCompression(app);

  await app.register(fastifyMultipart, { limits: { fileSize: 100 * 1024 * 1024, files: 1 } });
  await app.register(fastifySwagger, {
    openapi: { info: { title: 'Coulisse API', version: '1.0.0' }, components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } } },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs', staticCSP: DOCS_CSP });

  await app.register(
    async (api) => {
      for (const register of modules) await register(api.withTypeProvider<ZodTypeProvider>(), ctx);
    },
    { prefix: '/api' },
  );

  if (appShell && dist) await registerWebApp(app, dist);
  return app;
}
