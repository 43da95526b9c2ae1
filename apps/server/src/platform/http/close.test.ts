import Fastify from 'fastify';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { expect, it } from 'vitest';
import { closeHttp } from './close';

it('answers the request in flight, then closes without waiting for the client to drop its keep-alive connection', async () => {
  const app = Fastify();
  let arrived!: () => void;
  const inFlight = new Promise<void>((resolve) => (arrived = resolve));
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  app.get('/slow', async () => {
    arrived();
    await gate;
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };

  // fetch keeps its connection open after the answer, as a browser does.
  const slow = fetch(`http://127.0.0.1:${port}/slow`);
  await inFlight;
  const closed = closeHttp(app);
  while (app.server.listening) await nextTurn();
  release();
  expect((await slow).status).toBe(200);
  const outcome = await Promise.race([closed.then(() => 'closed'), new Promise((resolve) => setTimeout(resolve, 3_000, 'still open'))]);
  expect(outcome).toBe('closed');
});
