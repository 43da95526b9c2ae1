/** At the latest this long after the page's load event, the app becomes installable even if no screen said it was painted. */
const LATEST_AFTER_LOAD_MS = 5000;

/**
 * Makes the app installable on a phone (issue 14): links the web app manifest and registers the
 * service worker (`public/sw.js`) that keeps the app shell, so the app opens from the home screen.
 * Both wait for `firstScreen` (or a few seconds after the page has loaded): the manifest, the icon
 * the browser then fetches and the worker's own downloads never compete with the first screen on a
 * slow network. The worker only in production builds: in development it would serve stale modules
 * to Vite's dev server.
 */
export function makeInstallable(firstScreen: Promise<void>): void {
  const loaded = new Promise<void>((resolve) => window.addEventListener('load', () => setTimeout(resolve, LATEST_AFTER_LOAD_MS)));
  void Promise.race([firstScreen, loaded]).then(() => {
    const manifest = document.createElement('link');
    manifest.rel = 'manifest';
    manifest.href = '/manifest.webmanifest';
    document.head.appendChild(manifest);
    if (import.meta.env.PROD && 'serviceWorker' in navigator) navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
