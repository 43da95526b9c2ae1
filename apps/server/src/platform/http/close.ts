import type { FastifyInstance } from 'fastify';

/**
 * `app.close()`, but a connection that goes idle while it waits (a keep-alive connection whose
 * request was in flight) is closed at once. Node closes idle connections only when the close
 * starts; one that goes idle later holds the server open until the client lets go of it.
 */
export async function closeHttp(app: FastifyInstance): Promise<void> {
  const reaper = setInterval(() => app.server.closeIdleConnections(), 50);
  try {
    await app.close();
  } finally {
    clearInterval(reaper);
  }
}
