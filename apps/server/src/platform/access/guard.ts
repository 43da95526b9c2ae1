import { hasRight, type RightsSet } from '@coulisse/shared/access/rights';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, forbidden } from '../http/errors';
import type { Db } from '../db/client';
import { loadProjectRights } from './rights.repository';
import type { AccessRule } from './rules';

const intParam = (request: FastifyRequest, name: string): number | null => {
  const raw = (request.params as Record<string, string | undefined>)[name];
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : null;
};

/**
 * Checks a rule against the signed-in account. Returns true when allowed; project rights are
 * loaded lazily and cached on the request.
 */
async function allows(db: Db, request: FastifyRequest, rule: AccessRule): Promise<boolean> {
  if (rule === 'public') return true;
  const auth = request.auth;
  if (!auth) return false;
  if (rule === 'authenticated') return true;
  if ('anyOf' in rule) {
    for (const r of rule.anyOf) if (await allows(db, request, r)) return true;
    return false;
  }
  if ('allOf' in rule) {
    for (const r of rule.allOf) if (!(await allows(db, request, r))) return false;
    return rule.allOf.length > 0;
  }
  if ('level' in rule) return rule.level.includes(auth.user.level);
  if (rule.self && intParam(request, rule.self) === auth.user.id) return true;
  // A user who still has to verify their data is restricted to their own profile (spec 1 §4).
  if (auth.user.shouldVerify && auth.user.level !== 1) return false;
  let rights: RightsSet = auth.rights;
  if (rule.project) {
    const projectId = intParam(request, rule.project);
    if (projectId === null) return hasRight(rights, rule.right);
    auth.projectRights ??= new Map();
    let cached = auth.projectRights.get(projectId);
    if (!cached) {
      cached = await loadProjectRights(db, auth.user, projectId, auth.rights);
      auth.projectRights.set(projectId, cached);
    }
    rights = cached;
  }
  return hasRight(rights, rule.right);
}

/**
 * Installs the declaration check (a route without `config.access` cannot be registered) and the
 * enforcement hook. Denials never reveal whether a record exists: access is decided before any
 * lookup of the record.
 */
export function registerAccessGuard(app: FastifyInstance, db: Db): void {
  app.addHook('onRoute', (route) => {
    // Every API route declares its access; outside /api only static files of the web app live.
    if (!route.config?.access && route.url.startsWith('/api') && !route.url.startsWith('/api/docs')) {
      throw new Error(`Route ${route.method.toString()} ${route.url} declares no access`);
    }
  });
  app.addHook('onRequest', async (request) => {
    const rule = request.routeOptions.config.access;
    if (!rule) return; // documentation routes
    if (rule !== 'public' && !request.auth) throw new AppError('unauthenticated', 'errors.unauthenticated');
    if (!(await allows(db, request, rule))) throw forbidden();
  });
}
