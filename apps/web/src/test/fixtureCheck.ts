import { RESPONSE_SCHEMAS } from './responseSchemas';

const ROUTES = Object.entries(RESPONSE_SCHEMAS)
  .map(([key, entry]) => {
    const [method = '', path = ''] = key.split(' ');
    return { key, method, pattern: new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}$`), params: (path.match(/:/g) ?? []).length, ...entry };
  })
  // A fixed path wins over a parameter in its place (/users/online before /users/:id).
  .sort((a, b) => a.params - b.params);

/** Keys of `sent` (at any depth) that `parsed` does not hold: fields the schema does not know, so the server never sends them. */
function unknownKeys(sent: unknown, parsed: unknown, at: string): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) return sent.flatMap((item, i) => unknownKeys(item, parsed[i], `${at}[${i}]`));
  if (!sent || !parsed || typeof sent !== 'object' || typeof parsed !== 'object') return [];
  return Object.entries(sent).flatMap(([key, value]) =>
    key in parsed ? unknownKeys(value, (parsed as Record<string, unknown>)[key], `${at}.${key}`) : [`${at}.${key}`.replace(/^\./, '')],
  );
}

/** Why a canned answer (2xx) to METHOD path is not what the server sends there, or null when it is (or no schema is registered). */
export function fixtureProblem(method: string, path: string, answer: { status: number; body?: unknown }): string | null {
  if (answer.status < 200 || answer.status > 299) return null;
  const route = ROUTES.find((r) => r.method === method && r.pattern.test(path));
  if (!route) return null;
  const parsed = route.schema.safeParse(answer.body);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((issue) => `${issue.path.join('.') || '(answer)'}: ${issue.message}`).join('; ');
    return `The canned answer to ${method} ${path} is not what ${route.key} sends: ${issues}`;
  }
  const extra = unknownKeys(answer.body, parsed.data, '');
  return extra.length ? `The canned answer to ${method} ${path} holds fields ${route.key} never sends: ${extra.join(', ')}` : null;
}
