import { noteRequest, takeEarlyResponse } from './earlyRequests';
import { sessionToken } from './session';

/** A failed call: the server's Dutch message, its code and per-field messages (ARCHITECTURE §6). */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Used when neither the server nor the network gives a readable reason (spec 1 §8). */
export const GENERIC_ERROR = 'Er ging iets mis, gelieve de pagina te vernieuwen en opnieuw te proberen';

type Json = string | number | boolean | null | Json[] | { [key: string]: Json | undefined };

/** Drops undefined fields at every depth (spec 1 §7), so "not given" never reaches the server as null. */
export function dropUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map((v: unknown) => dropUndefined(v)) as T;
  if (value && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const entries = Object.entries(value).filter(([, v]) => v !== undefined);
    return Object.fromEntries(entries.map(([k, v]) => [k, dropUndefined(v)])) as T;
  }
  return value;
}

let unauthenticatedHandler: (() => void) | null = null;

/** The auth layer registers what a 401 on a signed-in call means: the session is gone. */
export function onUnauthenticated(handler: (() => void) | null): void {
  unauthenticatedHandler = handler;
}

interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: Json | object;
  signal?: AbortSignal;
}

function readErrorBody(text: string, status: number): ApiError {
  try {
    const body = JSON.parse(text) as { message?: unknown; code?: unknown; fields?: unknown };
    const message = typeof body.message === 'string' && body.message ? body.message : GENERIC_ERROR;
    const code = typeof body.code === 'string' ? body.code : String(status);
    const fields = body.fields && typeof body.fields === 'object' ? (body.fields as Record<string, string>) : {};
    return new ApiError(message, status, code, fields);
  } catch {
    // A proxy or crash page answers in plain text or HTML: show text, never markup.
    const plain = text.trim() && !text.trimStart().startsWith('<') ? text.trim().slice(0, 300) : GENERIC_ERROR;
    return new ApiError(plain, status, String(status));
  }
}

/** Calls `/api{path}` with the bearer token; resolves the JSON answer or throws an ApiError. */
export function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = sessionToken.get();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token) headers.authorization = `Bearer ${token}`;
  // A FormData body (a file upload) sets its own multipart content type with the boundary.
  const form = options.body instanceof FormData ? options.body : null;
  if (options.body !== undefined && !form) headers['content-type'] = 'application/json';
  if ((options.method ?? 'GET') === 'GET') {
    noteRequest(path);
    // Asked for by index.html's script before the app's code arrived (lib/earlyRequests.ts).
    const early = takeEarlyResponse(path);
    if (early) return apiAnswer<T>(() => early, token);
  }
  const send = () =>
    fetch(`/api${path}`, {
      method: options.method ?? 'GET',
      headers,
      body: form ?? (options.body === undefined ? undefined : JSON.stringify(dropUndefined(options.body))),
      signal: options.signal,
    });
  return apiAnswer<T>(send, token);
}

/**
 * The JSON answer of the request `send` sends with `token` (`apiRequest`, or the session check
 * `index.html` starts before the app's code arrives), or an ApiError.
 */
export async function apiAnswer<T>(send: () => Promise<Response>, token: string | null): Promise<T> {
  let response: Response;
  try {
    response = await send();
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(GENERIC_ERROR, 0, 'network');
  }
  const text = await response.text();
  if (!response.ok) {
    // Only the session this call was sent with is gone (`endsWith`: not a profile switch's new one).
    if (response.status === 401 && token && sessionToken.endsWith(token)) unauthenticatedHandler?.();
    throw readErrorBody(text, response.status);
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

/** Calls `/api{path}` with the bearer token and resolves the answer as a file (ical, pdf); a refusal throws an ApiError. */
export async function apiBlob(path: string): Promise<Blob> {
  const token = sessionToken.get();
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(GENERIC_ERROR, 0, 'network');
  }
  if (!response.ok) throw readErrorBody(await response.text(), response.status);
  return response.blob();
}
