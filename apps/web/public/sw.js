// Coulisse's service worker (docs/areas/web-performance.md): keeps the app shell so the app opens
// from the home screen on a slow or missing connection. It never touches /api or the socket:
// data is always fresh from the server, and nothing of a session is stored here.
const SHELL = 'coulisse-shell-v1';
const ASSETS = 'coulisse-assets-v1';
// Hashed files pile up over builds; keep the newest this many.
const MAX_ASSETS = 200;

const isAsset = (url) => url.pathname.startsWith('/assets/');
const isOwnPage = (url) => !url.pathname.startsWith('/api') && !url.pathname.startsWith('/websocket');

// The shell is index.html and what it names: the entry script, its preloaded chunks and the styles.
async function cacheShell() {
  const response = await fetch('/', { cache: 'no-cache' });
  if (!response.ok) return;
  const html = await response.clone().text();
  await (await caches.open(SHELL)).put('/', response);
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  await (await caches.open(ASSETS)).addAll(files);
}

async function trimAssets() {
  const cache = await caches.open(ASSETS);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - MAX_ASSETS)).map((key) => cache.delete(key)));
}

self.addEventListener('install', (event) => {
  event.waitUntil(cacheShell().then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => name !== SHELL && name !== ASSETS).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

// Pages: the network first (a new build shows at once), the stored shell when offline.
async function page(request) {
  try {
    const response = await fetch(request);
    if (response.ok && (response.headers.get('content-type') ?? '').startsWith('text/html')) await (await caches.open(SHELL)).put('/', response.clone());
    return response;
  } catch (error) {
    const shell = await caches.match('/', { cacheName: SHELL });
    if (shell) return shell;
    throw error;
  }
}

// Hashed files never change under their name: the stored copy first, else fetch and store it.
async function asset(request) {
  const stored = await caches.match(request, { cacheName: ASSETS });
  if (stored) return stored;
  const response = await fetch(request);
  if (response.ok) {
    await (await caches.open(ASSETS)).put(request, response.clone());
    await trimAssets();
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || !isOwnPage(url)) return;
  if (request.mode === 'navigate') event.respondWith(page(request));
  else if (isAsset(url)) event.respondWith(asset(request));
});
