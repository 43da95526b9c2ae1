/**
 * Registers the service worker (`public/sw.js`) that keeps the app shell, so the app installs on a
 * phone and opens from the home screen. Production builds only: in development it would serve
 * stale modules to Vite's dev server.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  // After the page has loaded, so the worker's own downloads never compete with the first screen.
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  });
}
