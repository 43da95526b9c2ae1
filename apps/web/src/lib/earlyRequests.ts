import { EARLY_REQUESTS, FIRST_REQUESTS_KEY } from './storageKeys';

/** At most this many requests are remembered for an address. */
export const FIRST_REQUESTS_LIMIT = 8;

/** What is remembered: the address (path and query) and the API paths its first screen asked for. */
interface FirstRequests {
  at: string;
  paths: string[];
}

let recording: (FirstRequests & { token: string }) | null = null;

/** The answers `index.html`'s script asked for before the app's code arrived, by API path. */
function early(): Record<string, Promise<Response>> {
  const page = window as unknown as Record<string, unknown>;
  const found = page[EARLY_REQUESTS];
  return found && typeof found === 'object' ? (found as Record<string, Promise<Response>>) : {};
}

/**
 * The first screen's data on a signed-in start, asked for before the app's code has arrived (issue
 * 14). The app remembers which GET requests the first screen at an address made (`recordFirstRequests`
 * until `endFirstRequests`); on the next start at that address, `index.html`'s script
 * (`build/signedInPreload.ts`) asks for them again with the stored token, beside the entry, and
 * `apiRequest` takes each answer once (`takeEarlyResponse`) instead of asking. On a phone the data
 * then arrive while the code downloads, not a round trip after it has run. Only for the first
 * screen: what is not taken by then is dropped, so no later request gets an old answer; a new
 * token forgets the list (`sessionToken`).
 */
export function recordFirstRequests(token: string, at: string): void {
  recording = { token, at, paths: [] };
}

/** `apiRequest` tells every GET it makes; the first screen's are remembered (not the session check). */
export function noteRequest(path: string): void {
  if (!recording || path === '/auth' || recording.paths.includes(path) || recording.paths.length >= FIRST_REQUESTS_LIMIT) return;
  recording.paths.push(path);
}

/** The answer `index.html`'s script asked for this GET, taken once; null when it asked for none. */
export function takeEarlyResponse(path: string): Promise<Response> | null {
  const answers = early();
  const answer = answers[path];
  delete answers[path];
  return answer instanceof Promise ? answer : null;
}

/**
 * The first screen is on screen: its requests are remembered for the next start at this address,
 * when the session and the address are still the ones it started with, and the early answers no
 * request took are dropped.
 */
export function endFirstRequests(token: string | null, at: string): void {
  if (recording && recording.token === token && recording.at === at && recording.paths.length > 0) {
    localStorage.setItem(FIRST_REQUESTS_KEY, JSON.stringify({ at, paths: recording.paths } satisfies FirstRequests));
  }
  recording = null;
  delete (window as unknown as Record<string, unknown>)[EARLY_REQUESTS];
}
