import type { ServerProcess } from './backends';
import { httpClient, type HttpClient } from './http';
import { runLoad } from './load';
import type { BenchOptions } from './options';
import type { GetScenarioResult } from './projectScenarios';
import type { RehearsalFixture } from './protocol';
import { signInAs } from './scenarios';
import { percentile } from './stats';

interface PinStormResult {
  /** Pins fired at once (each a different participant). */
  fired: number;
  /** Answered 200 with success true. */
  welcomed: number;
  errors: number;
  firstError: string | null;
  /** Participants the attendance list shows present afterwards: fired − present were lost. */
  presentAfter: number;
  p50: number;
  p95: number;
  p99: number;
  /** From the first request sent to the last answer. */
  wallMs: number;
}

export interface RehearsalResults {
  called: number;
  seedMs: number;
  lists: GetScenarioResult[];
  pins: PinStormResult;
}

/**
 * Issue 6 at the bench's size: the attendance list of a rehearsal that calls 2,000 people (all,
 * and filtered), the called-users resolution of a scene rehearsal (its detail counts the
 * participants; its attendance list resolves and joins them) among 100,000 registrations.
 */
function rehearsalScenarios(f: RehearsalFixture): { name: string; path: string }[] {
  return [
    { name: `attendance list, ${f.called} called (first batch of 10, counts)`, path: `/api/repetition/${f.attendanceId}/presence` },
    { name: `attendance list, ${f.called} called, batch at offset 1,000`, path: `/api/repetition/${f.attendanceId}/presence?offset=1000` },
    { name: `attendance list, ${f.called} called, excused absent (code 3)`, path: `/api/repetition/${f.attendanceId}/presence?presence=3` },
    { name: `attendance list, ${f.called} called, text "jan"`, path: `/api/repetition/${f.attendanceId}/presence?text=jan` },
    { name: 'scene rehearsal detail (counts the called users of one scene)', path: `/api/repetition/${f.sceneRehearsalId}` },
    { name: 'scene rehearsal attendance list', path: `/api/repetition/${f.sceneRehearsalId}/presence` },
  ];
}

async function benchGets(
  client: HttpClient,
  token: string,
  options: BenchOptions,
  f: RehearsalFixture,
  log: (line: string) => void,
): Promise<GetScenarioResult[]> {
  const headers = { authorization: `Bearer ${token}` };
  const results: GetScenarioResult[] = [];
  for (const scenario of rehearsalScenarios(f)) {
    log(`  rehearsals: ${scenario.name} …`);
    const send = () => client.request('GET', scenario.path, { headers });
    const first = await send();
    if (first.status !== 200) throw new Error(`${scenario.name}: ${first.status} ${first.body.toString('utf8', 0, 300)}`);
    const sequential = await runLoad({ count: Math.ceil(options.requests / 2), concurrency: 1, warmup: 5, maxMs: 30_000 }, send);
    const concurrent = await runLoad({ count: options.requests, concurrency: options.concurrency, warmup: 0, maxMs: 30_000 }, send);
    results.push({ name: scenario.name, path: scenario.path, sequential, concurrent });
  }
  return results;
}

/**
 * The kiosk: every pin fired at the same moment over its own connection (one kiosk session, as at
 * the door of a rehearsal hall), then the attendance list is read to check that none was lost.
 */
async function pinStorm(server: ServerProcess, token: string, f: RehearsalFixture): Promise<PinStormResult> {
  const client = httpClient(server.ready.url, f.pins.length);
  const headers = { authorization: `Bearer ${token}` };
  try {
    const started = performance.now();
    const answers = await Promise.all(
      f.pins.map((pin) => client.request('POST', `/api/repetitions/${f.kioskId}/enterPin`, { headers, json: { pin, repetitionIds: [], present: true } })),
    );
    const wallMs = performance.now() - started;
    const ok = answers.filter((a) => a.status === 200 && (JSON.parse(a.body.toString()) as { success: boolean }).success);
    const failed = answers.find((a) => !ok.includes(a));
    const list = await client.request('GET', `/api/repetition/${f.kioskId}/presence`, { headers });
    const counts = (JSON.parse(list.body.toString()) as { counts: { present: number } }).counts;
    const latencies = answers.map((a) => a.ms);
    return {
      fired: f.pins.length,
      welcomed: ok.length,
      errors: answers.length - ok.length,
      firstError: failed ? `${failed.status} ${failed.body.toString('utf8', 0, 200)}` : null,
      presentAfter: counts.present,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      wallMs,
    };
  } finally {
    client.close();
  }
}

/** Every rehearsal scenario, signed in as the list scenarios' staff member (Productieteam: repetitions read, pin). */
export async function benchRehearsals(server: ServerProcess, options: BenchOptions, log: (line: string) => void): Promise<RehearsalResults> {
  const f = server.ready.rehearsals;
  const client = httpClient(server.ready.url, options.concurrency);
  try {
    const token = await signInAs(client, server.ready.staff.email, server.ready.staff.password);
    const lists = await benchGets(client, token, options, f, log);
    log(`  rehearsals: ${f.pins.length} pins at once on the kiosk …`);
    const pins = await pinStorm(server, token, f);
    return { called: f.called, seedMs: server.ready.rehearsalSeedMs, lists, pins };
  } finally {
    client.close();
  }
}
