import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PDF_CSP, registerSecurityHeaders } from './securityHeaders';

async function appWith(route: (app: FastifyInstance) => void) {
  const app = Fastify();
  await registerSecurityHeaders(app, { publicUrl: 'http://coulisse.test' });
  route(app);
  await app.ready();
  return app;
}

describe('registerSecurityHeaders', () => {
  it('gives a PDF answer only the framing rule, so the browser PDF viewer may load it, and keeps the other headers', async () => {
    const app = await appWith((a) => a.get('/order.pdf', (_request, reply) => reply.type('application/pdf').send(Buffer.from('%PDF-1.4'))));
    const res = await app.inject({ method: 'GET', url: '/order.pdf' });
    expect(res.headers['content-security-policy']).toBe(PDF_CSP);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['permissions-policy']).toContain('camera=()');
  });

  it('keeps the full policy on every other answer, a spreadsheet download too', async () => {
    const app = await appWith((a) =>
      a.get('/list.xlsx', (_request, reply) => reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').send(Buffer.from('PK'))),
    );
    const res = await app.inject({ method: 'GET', url: '/list.xlsx' });
    expect(res.headers['content-security-policy']).toContain("object-src 'none'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
  });
});
