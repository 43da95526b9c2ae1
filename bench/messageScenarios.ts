import { startSmtpPeer, type SmtpPeer } from '../apps/server/test/smtp';
import type { ServerProcess } from './backends';
import { httpClient } from './http';
import { runLoad } from './load';
import type { BenchOptions } from './options';
import type { GetScenarioResult } from './projectScenarios';
import type { MessageStatus } from './protocol';
import { signInAs } from './scenarios';

/** Recipients of the measured message (issue 13). */
const MESSAGE_RECIPIENTS = 5_000;
/** The read report's p95 goal on PostgreSQL; PGlite gets the list goal. */
export const REPORT_P95_MS: Record<string, number> = { pglite: 100, postgres: 50 };
/** How long the mails may take to reach the SMTP peer (the outbox worker delivers up to 200 a second; about 50 on the loaded 2-core machine). */
const DELIVERY_LIMIT_MS = 15 * 60_000;

export interface MessageResults {
  recipients: number;
  seedMs: number;
  /** The POST that writes the message, as the level-1 account. */
  requestMs: number;
  /** From writing to the fan-out's commit (recipient rows, notices, outbox mails). */
  fanOutMs: number;
  status: MessageStatus;
  /** From the POST's answer until the SMTP peer held every mail. */
  deliveryMs: number;
  /** Mails the SMTP peer received for this message, and to how many distinct addresses. */
  received: number;
  distinctReceived: number;
  reports: GetScenarioResult[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the SMTP peer the server's outbox delivers to, before the server process starts. */
export const startBenchSmtp = (): Promise<SmtpPeer> => startSmtpPeer();

/**
 * A message to a project of 5,000 people: the request must answer within a second (the fan-out is
 * a job), then every recipient gets a read row, a notice and a mail, each exactly once, counted in
 * SQL and at the SMTP peer. Then the read report at 5,000 rows, alone and under load.
 */
export async function benchMessages(server: ServerProcess, smtp: SmtpPeer, options: BenchOptions, log: (line: string) => void): Promise<MessageResults> {
  const data = await server.call('message-data', { recipients: MESSAGE_RECIPIENTS });
  const client = httpClient(server.ready.url, options.concurrency);
  try {
    const token = await signInAs(client, server.ready.admin.email, server.ready.admin.password);
    const headers = { authorization: `Bearer ${token}` };
    log(`  messages: a message to ${data.recipients} people …`);
    const written = await client.request('POST', `/api/messages/projects/${data.projectId}`, {
      headers,
      json: { title: 'Repetitie zaterdag', description: '<p>Beste iedereen, de <strong>repetitie</strong> van zaterdag begint om 19 uur.</p>', selection: [{ kind: 'all', refId: null, castId: null }] },
    });
    if (written.status !== 201) throw new Error(`message: ${written.status} ${written.body.toString('utf8', 0, 300)}`);
    const answered = performance.now();
    const messageId = (JSON.parse(written.body.toString()) as { data: { id: number } }).data.id;
    const toThis = () => smtp.received.filter((m) => m.text?.includes(`/berichten/${messageId}`));
    let status = await server.call('message-status', { messageId });
    while (toThis().length < data.recipients && performance.now() - answered < DELIVERY_LIMIT_MS) {
      await sleep(1000);
      status = await server.call('message-status', { messageId });
    }
    const deliveryMs = performance.now() - answered;
    // A mail sent twice would show up late: wait a few polling rounds more before counting.
    await sleep(5000);
    status = await server.call('message-status', { messageId });
    const received = toThis();
    log(`  messages: ${status.recipients} recipients, ${status.notices} notices, ${received.length} mails at the SMTP peer in ${(deliveryMs / 1000).toFixed(0)} s`);

    await server.call('message-reads', { messageId, opened: Math.floor(data.recipients * 0.6) });
    const base = `/api/messages/projects/${data.projectId}/messages/${messageId}`;
    const filters = (f: object) => `${base}?filters=${encodeURIComponent(JSON.stringify(f))}`;
    const scenarios = [
      { name: 'first page, by last name', path: base },
      { name: 'sorted by read time', path: `${base}?sort=readDt:desc` },
      { name: 'state "read"', path: filters({ state: 'read' }) },
      { name: 'state "unopened"', path: filters({ state: 'unopened' }) },
      { name: 'text "pee" (names)', path: filters({ text: 'pee' }) },
      { name: 'deep offset 4,990', path: `${base}?offset=4990` },
    ];
    const reports: GetScenarioResult[] = [];
    for (const scenario of scenarios) {
      log(`  read report: ${scenario.name} …`);
      const send = () => client.request('GET', scenario.path, { headers });
      const first = await send();
      if (first.status !== 200) throw new Error(`${scenario.name}: ${first.status} ${first.body.toString('utf8', 0, 300)}`);
      const sequential = await runLoad({ count: Math.ceil(options.requests / 2), concurrency: 1, warmup: 5, maxMs: 30_000 }, send);
      const concurrent = await runLoad({ count: options.requests, concurrency: options.concurrency, warmup: 0, maxMs: 30_000 }, send);
      reports.push({ name: scenario.name, path: scenario.path, sequential, concurrent });
    }
    return {
      recipients: data.recipients,
      seedMs: data.seedMs,
      requestMs: written.ms,
      fanOutMs: status.fanOutMs ?? Number.NaN,
      status,
      deliveryMs,
      received: received.length,
      distinctReceived: new Set(received.flatMap((m) => m.envelopeTo)).size,
      reports,
    };
  } finally {
    client.close();
  }
}
