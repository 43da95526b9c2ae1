import type { RouteOptions } from 'fastify';
import type { AccessRule } from '../../src/platform/access/rules';
import { createTestApp, type TestApp } from '../app';

/** One registered API route, as the security tests walk them. */
export interface ApiRoute {
  method: string;
  url: string;
  access: AccessRule | undefined;
  route: RouteOptions;
}

/** Documentation routes are the only /api routes without an access rule (see the guard). */
export const isApiRoute = (url: string) => url.startsWith('/api') && !url.startsWith('/api/docs');

/** A test app on its own database plus every route it registered, one entry per method. */
export async function appWithRoutes(): Promise<{ t: TestApp; routes: ApiRoute[] }> {
  const collected: RouteOptions[] = [];
  const t = await createTestApp({ onRoute: (route) => collected.push(route) });
  const routes = collected.flatMap((route) =>
    [route.method]
      .flat()
      .map((method) => ({ method: String(method).toUpperCase(), url: route.url, access: route.config?.access, route })),
  );
  return { t, routes };
}

/** The `:name` parameters of a route URL. */
export const pathParams = (url: string): string[] => [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);

/** The URL with every parameter replaced. */
export const fillParams = (url: string, value: (name: string) => string): string => url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(value(name)));

/** Rules any signed-in account satisfies, so a participant is not refused. */
export function admitsAnySignedIn(rule: AccessRule): boolean {
  if (rule === 'public' || rule === 'authenticated') return true;
  if ('anyOf' in rule) return rule.anyOf.some(admitsAnySignedIn);
  if ('allOf' in rule) return rule.allOf.length > 0 && rule.allOf.every(admitsAnySignedIn);
  return false;
}

export const hasBody = (method: string) => method === 'POST' || method === 'PUT' || method === 'PATCH' || method === 'DELETE';
