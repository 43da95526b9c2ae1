import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Browser features the app never uses, switched off for the page and every frame (spec-free
 * hardening, ASVS V14.4). Only names Chromium knows: an unknown one is a console warning.
 */
const UNUSED_FEATURES = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
];
const PERMISSIONS_POLICY = UNUSED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/**
 * The socket's own origin as ws:/wss:. CSP Level 3 lets 'self' cover it, but older Safari does not,
 * and the session token's only guard against a stored script is this policy (it lives in
 * localStorage), so the socket must never be the reason to loosen it.
 */
function socketOrigin(publicUrl: string): string[] {
  try {
    const url = new URL(publicUrl);
    return [`${url.protocol === 'https:' ? 'wss' : 'ws'}://${url.host}`];
  } catch {
    return [];
  }
}

/**
 * The app's Content-Security-Policy: nothing inline runs (no inline script, event-handler attribute
 * or javascript: URL) but the app shell's own scripts, each allowed by its hash (`scriptSources`,
 * `inlineScriptSources`), nothing loads from elsewhere, and no one may frame the app.
 * style-src allows 'unsafe-inline' because Mantine writes its theme variables and responsive style
 * props into <style> elements at run time (ARCHITECTURE "Security headers").
 */
function appCsp(publicUrl: string, scriptSources: string[]): Record<string, string[]> {
  const https = publicUrl.startsWith('https:');
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptSources],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...socketOrigin(publicUrl)],
    // The service worker (/sw.js) and the web app manifest: same origin only, said outright rather
    // than left to the fallbacks (script-src, default-src).
    'worker-src': ["'self'"],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** Serialises a directive map the way helmet does, for routes that set their own policy. */
const cspHeader = (directives: Record<string, string[]>) =>
  Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');

/**
 * Swagger UI at /api/docs is served by @fastify/swagger-ui, which runs no inline script but needs
 * images from data: URLs and writes inline styles; it gets its own policy on its routes only
 * (through that plugin's `staticCSP`), the same as the app's apart from a self-only connect-src.
 */
export const DOCS_CSP = cspHeader({
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
});

/**
 * Security headers on every answer — API, app shell, static files, docs and errors — set in
 * onRequest on the raw response, so an error or 404 answer carries them too. HSTS only when the
 * app is published over https: on plain http it would be ignored, and on a LAN address it could
 * pin a name that will never have a certificate.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: { publicUrl: string; scriptSources?: string[] }): Promise<void> {
  const https = options.publicUrl.startsWith('https:');
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: appCsp(options.publicUrl, options.scriptSources ?? []) },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    crossOriginEmbedderPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    xFrameOptions: { action: 'deny' },
  });
  app.addHook('onRequest', (_request, reply, done) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    done();
  });
  // Chromium shows a PDF (the order form, a certificate) in a page it makes up, under the PDF
  // answer's own policy: object-src 'none' blocks its viewer plugin and style-src its layout. A PDF
  // runs no script in this origin, so it keeps only the framing rule.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/pdf')) reply.raw.setHeader('content-security-policy', PDF_CSP);
    done(null, payload);
  });
}

export const PDF_CSP = "frame-ancestors 'none'";
