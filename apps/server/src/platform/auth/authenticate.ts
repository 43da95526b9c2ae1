import { and, eq, lt, or, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { users } from '../../db/schema/index';
import { globalRightsOf } from '../access/rights.repository';
import type { Db } from '../db/client';
import { consumeDownloadAuth } from '../http/downloads';
import { findSessionWithRoles } from './sessions';

/** The bearer token of a request; downloads use their own tokens, never this one. */
export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return null;
}

const ACTIVITY_WRITE_INTERVAL_MS = 60_000;

/** Resolves `request.auth` from the bearer token on every request (before the access guard). */
export function registerAuthentication(app: FastifyInstance, db: Db): void {
  // When this process last wrote each user's activity: skips an UPDATE on nearly every request
  // (on PGlite it would queue before the request's own queries). The SQL condition still guards
  // against other instances writing more often.
  const activityWrites = new Map<number, number>();
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request);
    if (!token) {
      // Download routes accept a single-use download token in the query instead.
      const query = request.query as { token?: unknown };
      if (request.routeOptions.config.download && typeof query.token === 'string') {
        request.auth = await consumeDownloadAuth(db, query.token, request.url.split('?')[0]!);
      }
      return;
    }
    const session = await findSessionWithRoles(db, token);
    if (!session) return;
    request.auth = { user: session.user, sessionId: session.sessionId, rights: globalRightsOf(session.user, session.roleRights) };
    // Last activity feeds the online-users list; written at most once a minute per user.
    const now = Date.now();
    if ((activityWrites.get(session.user.id) ?? 0) > now - ACTIVITY_WRITE_INTERVAL_MS) return;
    activityWrites.set(session.user.id, now);
    if (activityWrites.size > 10_000) for (const [id, at] of activityWrites) if (at <= now - ACTIVITY_WRITE_INTERVAL_MS) activityWrites.delete(id);
    const cutoff = new Date(now - ACTIVITY_WRITE_INTERVAL_MS);
    void db
      .update(users)
      .set({ lastActivity: sql`now()` })
      .where(and(eq(users.id, session.user.id), or(isNull(users.lastActivity), lt(users.lastActivity, cutoff))))
      .catch((err: unknown) => request.log.warn({ err }, 'could not record activity'));
  });
}
