import { sql } from 'drizzle-orm';
import { projects } from '../apps/server/src/db/schema/index';
import type { Database } from '../apps/server/src/platform/db/client';
import { rows } from '../apps/server/src/platform/db/rows';
import type { MessageStatus } from './protocol';

/**
 * A project with `recipients` registered people for the messages scenario (a message to the whole
 * project reaches them all): the first that many generated accounts, registered on stage in one
 * statement, then analyzed like the rest of the dataset.
 */
export async function createMessageProject(database: Database, recipients: number): Promise<{ projectId: number; recipients: number; seedMs: number }> {
  const started = performance.now();
  const [project] = await database.db.insert(projects).values({ name: 'Berichtenproject', openFrom: '2026-01-01', closedFrom: '2099-12-31' }).returning({ id: projects.id });
  const projectId = project!.id;
  await database.db.execute(sql`insert into registrations (user_id, project_id, location)
    select id, ${projectId}, 1 from users where level = 0 order by id limit ${recipients}`);
  await database.raw.exec('VACUUM (ANALYZE) registrations, messages, messages_read, notifications, mail_outbox');
  const [count] = await rows<{ n: number }>(database.db, sql`select count(*)::int as n from registrations where project_id = ${projectId}`);
  return { projectId, recipients: Number(count!.n), seedMs: performance.now() - started };
}

/** Recipients, notices and mails of one message, counted in SQL. */
export async function messageStatus(database: Database, messageId: number): Promise<MessageStatus> {
  const [row] = await rows<{ sent_ms: number | null; sent: boolean; recipients: number; notices: number; queued: number; delivered: number }>(
    database.db,
    sql`select m.sent_at is not null as sent,
        extract(epoch from (m.sent_at - m.creation_dt)) * 1000 as sent_ms,
        (select count(*)::int from messages_read r where r.message_id = m.id) as recipients,
        (select count(*)::int from notifications n where n.category = 14 and n.project_id = m.project_id) as notices,
        (select count(*)::int from mail_outbox o where o.template = 'message' and o.html like '%/berichten/' || m.id || '"%') as queued,
        (select count(*)::int from mail_outbox o where o.template = 'message' and o.status = 'sent' and o.html like '%/berichten/' || m.id || '"%') as delivered
      from messages m where m.id = ${messageId}`,
  );
  if (!row) throw new Error(`message ${messageId} not found`);
  return {
    sent: row.sent,
    recipients: Number(row.recipients),
    notices: Number(row.notices),
    mailsQueued: Number(row.queued),
    mailsSent: Number(row.delivered),
    fanOutMs: row.sent_ms === null ? null : Number(row.sent_ms),
  };
}

/** The first `opened` recipients (by user id) opened the message a minute apart; every second one also marked it read. */
export async function markMessageReads(database: Database, messageId: number, opened: number): Promise<null> {
  await database.db.execute(sql`with picked as (
      select user_id, row_number() over (order by user_id) as n from messages_read where message_id = ${messageId} order by user_id limit ${opened})
    update messages_read r set opened_dt = now() - (p.n || ' minutes')::interval,
      read_dt = case when p.n % 2 = 0 then now() - (p.n || ' minutes')::interval + interval '30 seconds' end
    from picked p where r.message_id = ${messageId} and r.user_id = p.user_id`);
  await database.raw.exec('ANALYZE messages_read, users');
  return null;
}
