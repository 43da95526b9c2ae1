import type { MessageResults } from './messageScenarios';
import { REPORT_P95_MS } from './messageScenarios';
import type { BenchOptions } from './options';
import { machine } from './report';
import { latencyTable, p95Goals, partialReport, type GoalCheck } from './reportParts';
import { ms } from './stats';

/** The messages goals of one backend: a fast answer, every recipient reached once, the read report's p95. */
export function checkMessageGoals(backend: string, concurrency: number, r: MessageResults | undefined): GoalCheck[] {
  if (!r) return [];
  const n = r.recipients;
  return [
    { goal: 'message to 5,000: the request answers within 1 s', backend, met: r.requestMs <= 1000, detail: `${ms(r.requestMs)} ms` },
    { goal: 'message to 5,000: a read row and a notice each, none lost or doubled', backend, met: r.status.recipients === n && r.status.notices === n, detail: `${r.status.recipients} rows, ${r.status.notices} notices` },
    {
      goal: 'message to 5,000: every mail delivered to the SMTP peer once',
      backend,
      met: r.received === n && r.distinctReceived === n && r.status.mailsSent === n,
      detail: `${r.received} received, ${r.distinctReceived} addresses, ${r.status.mailsSent} sent in the outbox`,
    },
    ...p95Goals('read report (5,000 rows)', REPORT_P95_MS[backend] ?? 50, backend, concurrency, r.reports),
  ];
}

/** The messages section (bench/messageScenarios.ts). */
function messageSection(r: MessageResults | undefined): string[] {
  if (!r) return [];
  return [
    `Messages (issue 13): a project of ${r.recipients.toLocaleString('en')} registered people (added in ${(r.seedMs / 1000).toFixed(1)} s); the level-1 account writes one message to the whole project with workers on and a real SMTP peer (smtp-server) as \`SMTP_URL\`:`,
    '',
    '| step | figure |',
    '| --- | ---: |',
    `| \`POST /api/messages/projects/{id}\` answers | ${ms(r.requestMs)} ms |`,
    `| fan-out job committed (resolve 5,000, read rows, notices, outbox mails) | ${(r.fanOutMs / 1000).toFixed(1)} s after writing |`,
    `| read rows / notices / outbox mails | ${r.status.recipients} / ${r.status.notices} / ${r.status.mailsQueued} |`,
    `| mails at the SMTP peer (distinct addresses) | ${r.received} (${r.distinctReceived}) |`,
    `| ${r.received === r.recipients ? 'all mails delivered' : 'mails counted until the 15-minute limit'} | ${(r.deliveryMs / 1000).toFixed(0)} s after the answer |`,
    '',
    'The read report `GET /api/messages/projects/{id}/messages/{messageId}` (10 rows and the total) of that message, 60 % opened and half of those read:',
    '',
    ...latencyTable(r.reports),
  ];
}

/** The report of `--only=messages`. */
export function renderMessageReport(options: BenchOptions, results: { backend: string; load: [number, number]; messages: MessageResults }[], skipped: string[], postgresVersion: string | null): string {
  const goals = results.flatMap((r) => checkMessageGoals(r.backend, options.concurrency, r.messages));
  const sections = results.map((r) => ({ backend: r.backend, load: r.load, lines: messageSection(r.messages) }));
  return partialReport('Benchmarks: messages only (`npm run bench -- --only=messages`)', machine(options, postgresVersion), skipped, goals, sections);
}
