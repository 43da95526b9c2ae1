import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, messages, messagesRead, registrations } from '../../db/schema/index';
import { areaRights, buildProject, buildUser, type BuiltUser } from '../../../test/factories';
import { startTestServer, type TestServer } from '../../../test/server';

/**
 * The fan-out as a real pg-boss job (workers on): the request answers before anything is sent,
 * then the job writes every recipient's row, notice and mail.
 */
let t: TestServer;
let staff: BuiltUser;
let projectId: number;
const people: BuiltUser[] = [];

beforeAll(async () => {
  t = await startTestServer({ workers: true });
  const db = t.server.ctx.db;
  projectId = (await buildProject(db)).id;
  staff = await buildUser(db, { projectRights: { projectId, rights: areaRights('messages', 'read', 'create') } });
  for (let i = 0; i < 3; i++) people.push(await buildUser(db));
  await db.insert(registrations).values(people.map((u) => ({ userId: u.id, projectId, location: 1 })));
});

async function until<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value) || Date.now() > end) return value;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('the message fan-out job', () => {
  it('sends a message written through the API to every registered person, once', async () => {
    const res = await fetch(`${t.url}/api/messages/projects/${projectId}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${staff.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Welkom', description: '<p>Welkom in het project!</p>', selection: [{ kind: 'all', refId: null, castId: null }] }),
    });
    expect(res.status).toBe(201);
    const id = ((await res.json()) as { data: { id: number } }).data.id;
    const db = t.server.ctx.db;
    const [message] = await until(
      () => db.select().from(messages).where(eq(messages.id, id)),
      ([m]) => m?.sentAt != null,
    );
    expect(message!.sentAt).not.toBeNull();
    const rows = await db.select({ userId: messagesRead.userId }).from(messagesRead).where(eq(messagesRead.messageId, id));
    expect(rows.map((r) => r.userId).sort()).toEqual(people.map((p) => p.id).sort());
    const mails = await db.select({ to: mailOutbox.to }).from(mailOutbox).where(eq(mailOutbox.template, 'message'));
    expect(mails.map((m) => m.to).sort()).toEqual(people.map((p) => p.email).sort());
  });
});
