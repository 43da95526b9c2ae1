import os from 'node:os';
import type { CopyResult } from './copyScenario';
import type { BenchOptions } from './options';
import type { RehearsalResults } from './rehearsalScenarios';
import type { RentalResults } from './rentalScenarios';
import type { BackendResult, ExportResult, SearchScenarioResult } from './scenarios';
import { ratio } from './scenarios';
import { ms } from './stats';
import { articleSection, checkArticleGoals } from './articleReport';
import { latencyTable, p95Goals, partialReport, row, type GoalCheck } from './reportParts';

/** Goals of issue 2 §7, per backend. */
const GOALS = {
  listP95Ms: { pglite: 100, postgres: 50 } as Record<string, number>,
  overhead: 3,
  exportMs: 5000,
  /** The full export may retain at most this much more live heap than an export of ~1/8 of the rows. */
  flatLiveHeapMb: 8,
  /** Issue 3: an import of 5,000 people takes a few seconds (the preview and the confirmation each). */
  importMs: 5000,
  /** Issue 3: global search at 20,000 users, p95 ≤ 50 ms on PostgreSQL (the list goal on PGlite). */
  searchP95Ms: { pglite: 100, postgres: 50 } as Record<string, number>,
  /** Issue 6: the attendance list of 2,000 called people and a scene's called users, like a list (p95). */
  rehearsalP95Ms: { pglite: 100, postgres: 50 } as Record<string, number>,
};

const exportNamed = (r: BackendResult, name: string) => r.exports.find((e) => e.name === name)!;
const heapGrowth = (e: ExportResult) => e.memory.heapPeakMb - e.memory.heapBeforeMb;
const rssGrowth = (e: ExportResult) => e.memory.rssPeakMb - e.memory.rssBeforeMb;
const liveGrowth = (e: ExportResult) => (e.memory.liveHeapPeakMb ?? e.memory.heapBeforeMb) - e.memory.heapBeforeMb;

/** Rehearsal goals of one backend: list latency, and every kiosk pin answered and kept. */
export function checkRehearsalGoals(backend: string, concurrency: number, r: RehearsalResults | undefined): GoalCheck[] {
  if (!r) return [];
  const limit = GOALS.rehearsalP95Ms[backend] ?? 50;
  const worst = (pass: 'sequential' | 'concurrent') =>
    r.lists.reduce((w, l) => (l[pass].p95 > w.p95 ? { p95: l[pass].p95, name: l.name } : w), { p95: 0, name: '' });
  const [alone, loaded] = [worst('sequential'), worst('concurrent')];
  return [
    { goal: `rehearsal lists p95 ≤ ${limit} ms, one request at a time`, backend, met: alone.p95 <= limit, detail: `worst ${ms(alone.p95)} ms (${alone.name})` },
    {
      goal: `rehearsal lists p95 ≤ ${limit} ms, ${concurrency} at a time`,
      backend,
      met: loaded.p95 <= limit,
      detail: `worst ${ms(loaded.p95)} ms (${loaded.name})`,
    },
    {
      goal: `${r.pins.fired} concurrent kiosk pins: all answered, none lost`,
      backend,
      met: r.pins.welcomed === r.pins.fired && r.pins.presentAfter === r.pins.fired,
      detail: `${r.pins.welcomed} welcomed, ${r.pins.presentAfter} present afterwards, p95 ${ms(r.pins.p95)} ms${r.pins.firstError ? `, first error ${r.pins.firstError}` : ''}`,
    },
  ];
}

/** The rehearsal scenarios (issue 6): attendance lists, a scene's called users, the kiosk pin storm. */
function rehearsalSection(r: RehearsalResults | undefined): string[] {
  if (!r) return [];
  return [
    `Rehearsals (issue 6): rehearsal data added in ${(r.seedMs / 1000).toFixed(1)} s (biggest project topped up to ${r.called} registrations, 2 casts, 60 roles, 20 groups, 30 scenes; see bench/rehearsalData.ts). Signed in as the same staff member:`,
    '',
    ...latencyTable(r.lists),
    `Kiosk: ${r.pins.fired} pins fired at once (\`POST /api/repetitions/{id}/enterPin\`, one connection each): ${r.pins.welcomed} welcomed, ${r.pins.errors} errors, ${r.pins.presentAfter} present in the attendance list afterwards; p50 ${ms(r.pins.p50)} ms, p95 ${ms(r.pins.p95)} ms, p99 ${ms(r.pins.p99)} ms, all answered in ${ms(r.pins.wallMs)} ms.`,
    '',
  ];
}

/** The report of `--only=rehearsals`. */
export function renderRehearsalReport(
  options: BenchOptions,
  results: { backend: string; load: [number, number]; rehearsals: RehearsalResults }[],
  skipped: string[],
  postgresVersion: string | null,
): string {
  const goals = results.flatMap((r) => checkRehearsalGoals(r.backend, options.concurrency, r.rehearsals));
  const sections = results.map((r) => ({ backend: r.backend, load: r.load, lines: rehearsalSection(r.rehearsals) }));
  return partialReport('Benchmarks: rehearsals only (`npm run bench -- --only=rehearsals`)', machine(options, postgresVersion), skipped, goals, sections);
}

/** The rental scenarios (`--only=rentals`): order list, detail and price call at 5,000 orders / 50,000 items. */
export function renderRentalReport(
  options: BenchOptions,
  results: { backend: string; load: [number, number]; rentals: RentalResults }[],
  skipped: string[],
  postgresVersion: string | null,
): string {
  const sections = results.map((r) => ({
    backend: r.backend,
    load: r.load,
    note: `${r.rentals.fixture.orders} orders with ${r.rentals.fixture.items} items added in ${(r.rentals.fixture.seedMs / 1000).toFixed(1)} s (bench/rentalData.ts); signed in as level 1:`,
    lines: latencyTable(r.rentals.calls),
  }));
  return partialReport('Benchmarks: rental orders only (`npm run bench -- --only=rentals`)', machine(options, postgresVersion), skipped, [], sections);
}

/** Search goals of one backend, one request at a time and under load. */
export function checkSearchGoals(backend: string, concurrency: number, search: SearchScenarioResult[]): GoalCheck[] {
  return p95Goals('global search', GOALS.searchP95Ms[backend] ?? 50, backend, concurrency, search);
}

export function checkGoals(results: BackendResult[]): GoalCheck[] {
  return results.flatMap((r) => {
    const limit = GOALS.listP95Ms[r.backend] ?? 50;
    const worst = (pass: 'sequential' | 'concurrent') =>
      r.lists.reduce((w, l) => (l[pass].p95 > w.p95 ? { p95: l[pass].p95, name: l.name } : w), { p95: 0, name: '' });
    const [alone, loaded] = [worst('sequential'), worst('concurrent')];
    const worstRatio = r.lists.reduce((w, l) => (ratio(l) > w.ratio ? { ratio: ratio(l), name: l.name } : w), { ratio: 0, name: '' });
    const all = exportNamed(r, 'all users');
    const small = exportNamed(r, 'children, live heap');
    const allLive = exportNamed(r, 'all users, live heap');
    const errors = r.lists.reduce(
      (n, l) => n + l.sequential.errors + l.concurrent.errors,
      r.signIn.errors + r.baseline.health.errors + r.baseline.session.errors,
    );
    return [
      {
        goal: `paged lists p95 ≤ ${limit} ms, one request at a time`,
        backend: r.backend,
        met: alone.p95 <= limit,
        detail: `worst ${ms(alone.p95)} ms (${alone.name})`,
      },
      {
        goal: `paged lists p95 ≤ ${limit} ms, ${r.concurrency} at a time`,
        backend: r.backend,
        met: loaded.p95 <= limit,
        detail: `worst ${ms(loaded.p95)} ms (${loaded.name})`,
      },
      {
        goal: `API ≤ ${GOALS.overhead}× raw SQL (p50, one at a time)`,
        backend: r.backend,
        met: worstRatio.ratio <= GOALS.overhead,
        detail: `worst ${worstRatio.ratio.toFixed(2)}× (${worstRatio.name})`,
      },
      {
        goal: `export of all users < ${GOALS.exportMs / 1000} s`,
        backend: r.backend,
        met: all.status === 200 && all.ms < GOALS.exportMs,
        detail: `${all.rows} rows in ${ms(all.ms)} ms`,
      },
      {
        goal: 'export memory flat in the row count',
        backend: r.backend,
        met: liveGrowth(allLive) <= liveGrowth(small) + GOALS.flatLiveHeapMb,
        detail: `live heap +${liveGrowth(small).toFixed(1)} MB for ${small.rows} rows, +${liveGrowth(allLive).toFixed(1)} MB for ${allLive.rows} rows`,
      },
      { goal: 'no failed requests', backend: r.backend, met: errors === 0, detail: `${errors} errors` },
      ...checkSearchGoals(r.backend, r.concurrency, r.search),
      ...checkRehearsalGoals(r.backend, r.concurrency, r.rehearsals),
      ...checkArticleGoals(r.backend, r.concurrency, r.articles),
      ...registrationGoals(r, limit),
      // The measured import: its preview and confirmation (the 500-row one before it is a warm-up).
      ...r.imports.slice(-2).map((i) => {
        const preview = i.name.startsWith('preview');
        const goal = `${preview ? 'import preview' : 'import'} of ${i.rows.toLocaleString('en')} people < ${GOALS.importMs / 1000} s`;
        const met = (i.status === 200 || i.status === 201) && i.ms < GOALS.importMs;
        return { goal, backend: r.backend, met, detail: `${ms(i.ms)} ms (${i.accepted} ${preview ? 'accepted' : 'created'}, status ${i.status})` };
      }),
    ];
  });
}

/** Issue 4: the registration lists within the list goal, the biggest project's export within the export goal. */
function registrationGoals(r: BackendResult, limit: number): GoalCheck[] {
  if (!r.registrationLists.length) return [];
  const worst = (pass: 'sequential' | 'concurrent') =>
    r.registrationLists.reduce((w, l) => (l[pass].p95 > w.p95 ? { p95: l[pass].p95, name: l.name } : w), { p95: 0, name: '' });
  const [alone, loaded] = [worst('sequential'), worst('concurrent')];
  const errors = r.registrationLists.reduce((n, l) => n + l.sequential.errors + l.concurrent.errors, 0);
  const all = r.registrationExports.at(-1)!;
  return [
    {
      goal: `registration lists p95 ≤ ${limit} ms, one request at a time`,
      backend: r.backend,
      met: alone.p95 <= limit && errors === 0,
      detail: `worst ${ms(alone.p95)} ms (${alone.name}), ${errors} errors`,
    },
    {
      goal: `registration lists p95 ≤ ${limit} ms, ${r.concurrency} at a time`,
      backend: r.backend,
      met: loaded.p95 <= limit,
      detail: `worst ${ms(loaded.p95)} ms (${loaded.name})`,
    },
    {
      goal: `export of the biggest project's registrations < ${GOALS.exportMs / 1000} s`,
      backend: r.backend,
      met: all.status === 200 && all.ms < GOALS.exportMs,
      detail: `${all.rows} rows in ${ms(all.ms)} ms`,
    },
  ];
}

export function machine(options: BenchOptions, postgresVersion: string | null): string[] {
  const cpus = os.cpus();
  return [
    `- Date: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    `- Machine: ${cpus.length} × ${cpus[0]?.model.trim() ?? 'unknown CPU'}, ${(os.totalmem() / 1024 ** 3).toFixed(0)} GB RAM, ${os.type()} ${os.release()}`,
    `- Node ${process.version}; PGlite 0.5.16 (PostgreSQL 18 in WASM)${postgresVersion ? `; PostgreSQL server ${postgresVersion}` : ''}`,
    `- Dataset: ${options.size.users.toLocaleString('en')} users, ${options.size.projects} projects, ${options.size.registrations.toLocaleString('en')} registrations (generated by \`apps/server/src/seed/people.ts\`, seed 2440)`,
    `- Load: ${options.requests} requests per list scenario at concurrency ${options.concurrency} (plus ${Math.ceil(options.requests / 2)} one at a time), ${options.signIns} sign-ins, over 127.0.0.1 with keep-alive`,
  ];
}

function backendSection(r: BackendResult): string[] {
  const lines = [
    `### ${r.backend === 'pglite' ? 'PGlite (embedded, default)' : 'PostgreSQL (DATABASE_URL)'}`,
    '',
    `Dataset generated and inserted in ${(r.seedMs / 1000).toFixed(1)} s (${r.counts.users} users, ${r.counts.projects} projects, ${r.counts.registrations} registrations, then VACUUM ANALYZE). Machine load average (1 min) ${r.load[0].toFixed(1)} before the scenarios, ${r.load[1].toFixed(1)} after.`,
    '',
    row(['scenario', 'requests', 'p50 ms', 'p95 ms', 'p99 ms', 'req/s', 'errors']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:']),
    row([
      `sign-in \`POST /api/auth\` (argon2id, distinct users, c=N)`,
      r.signIn.done,
      ms(r.signIn.p50),
      ms(r.signIn.p95),
      ms(r.signIn.p99),
      r.signIn.throughput.toFixed(1),
      r.signIn.errors,
    ]),
    row([
      'baseline `GET /api/health` (public, `select 1`, 1 at a time)',
      r.baseline.health.done,
      ms(r.baseline.health.p50),
      ms(r.baseline.health.p95),
      ms(r.baseline.health.p99),
      r.baseline.health.throughput.toFixed(0),
      r.baseline.health.errors,
    ]),
    row([
      'baseline `GET /api/auth` (session + rights lookup only, 1 at a time)',
      r.baseline.session.done,
      ms(r.baseline.session.p50),
      ms(r.baseline.session.p95),
      ms(r.baseline.session.p99),
      r.baseline.session.throughput.toFixed(0),
      r.baseline.session.errors,
    ]),
    '',
    `\`GET /api/users\` (10 rows per page). "1 at a time" = sequential requests; "c=N" = concurrent load. Raw SQL = the same page + count queries through the driver; EXPLAIN = server-side execution time; overhead = API p50 (1 at a time) ÷ raw p50.`,
    '',
    row(['scenario', 'rows', 'p50', 'p95', 'p99', 'raw SQL p50', 'EXPLAIN', 'overhead', 'p50 c=N', 'p95 c=N', 'p99 c=N', 'req/s c=N', 'plan (page query)']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---']),
    ...r.lists.map((l) =>
      row([
        l.name,
        l.total,
        ms(l.sequential.p50),
        ms(l.sequential.p95),
        ms(l.sequential.p99),
        ms(l.raw.p50),
        ms(l.raw.explainMs),
        `${ratio(l).toFixed(2)}×`,
        ms(l.concurrent.p50),
        ms(l.concurrent.p95),
        ms(l.concurrent.p99),
        l.concurrent.throughput.toFixed(0),
        l.raw.plan,
      ]),
    ),
    '',
    'Projects (issue 4; staff with the Productieteam role; every project row counts its registrations):',
    '',
    row(['scenario', 'p50 ms', 'p95 ms', 'p99 ms', `p50 ms ×${r.concurrency}`, `p95 ms ×${r.concurrency}`, 'req/s', 'errors']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...r.projects.map((p) =>
      row([
        p.name,
        ms(p.sequential.p50),
        ms(p.sequential.p95),
        ms(p.sequential.p99),
        ms(p.concurrent.p50),
        ms(p.concurrent.p95),
        p.concurrent.throughput.toFixed(0),
        p.sequential.errors + p.concurrent.errors,
      ]),
    ),
    '',
    `\`GET /api/statistics/users/online\` (users active in the last 5 minutes; no index on \`last_activity\`, 1 at a time): p50 ${ms(r.online.p50)} ms, p95 ${ms(r.online.p95)} ms, ${r.online.errors} errors.`,
    '',
    ...searchSection(r.search),
    ...rehearsalSection(r.rehearsals),
    ...articleSection(r.articles),
    'Employee import (`POST /api/import/preview` with a multipart CSV, then `POST /api/import` with the accepted rows: users, password links and invitations in the outbox in one transaction; a 500-row import first as warm-up):',
    '',
    row(['call', 'rows', 'accepted / created', 'body', 'time ms', 'rows/s', 'status']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...r.imports.map((i) => row([i.name, i.rows, i.accepted, `${(i.bytes / 1024).toFixed(0)} KB`, ms(i.ms), Math.round(i.rows / (i.ms / 1000)), i.status])),
    '',
    `Casting (issue 5), in the biggest project as level 1: \`POST /api/project/{id}/import/scheme\` (preview, then \`?confirm=true\`: scenes, roles, groups and their scene links in one transaction) and \`/import/scheme/users\` (${r.casting.imports[2]?.rows ?? 0} player links by e-mail address of registered people):`,
    '',
    row(['call', 'rows', 'accepted / created / linked', 'body', 'time ms', 'rows/s', 'status']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...r.casting.imports.map((i) =>
      row([i.name, i.rows, i.accepted, `${(i.bytes / 1024).toFixed(0)} KB`, ms(i.ms), Math.round(i.rows / (i.ms / 1000)), i.status]),
    ),
    '',
    `"Who is called" \`GET /api/project/{id}/scene/{sceneId}/called\` for the scene with the most roles and groups, with ${r.counts.registrations} registrations in the database:`,
    '',
    row(['scenario', 'p50 ms', 'p95 ms', 'p99 ms', `p50 ms ×${r.concurrency}`, `p95 ms ×${r.concurrency}`, 'req/s', 'errors']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...r.casting.called.map((p) =>
      row([
        p.name,
        ms(p.sequential.p50),
        ms(p.sequential.p95),
        ms(p.sequential.p99),
        ms(p.concurrent.p50),
        ms(p.concurrent.p95),
        p.concurrent.throughput.toFixed(0),
        p.sequential.errors + p.concurrent.errors,
      ]),
    ),
    '',
    `Registrations (issue 4): \`GET /api/project/{id}/registrations\` in the biggest project and \`GET /api/registrations\` over all ${r.counts.registrations} registrations (staff with a global registrations read), 10 rows per page, API only:`,
    '',
    row(['scenario', 'rows', 'p50', 'p95', 'p99', 'p50 c=N', 'p95 c=N', 'p99 c=N', 'req/s c=N']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...r.registrationLists.map((l) =>
      row([
        l.name,
        l.total,
        ms(l.sequential.p50),
        ms(l.sequential.p95),
        ms(l.sequential.p99),
        ms(l.concurrent.p50),
        ms(l.concurrent.p95),
        ms(l.concurrent.p99),
        l.concurrent.throughput.toFixed(0),
      ]),
    ),
    '',
    ...copySection(r.registrationCopies),
    row(['registrations export', 'rows', 'size', 'time ms', 'rows/s', 'RSS peak Δ', 'heap peak Δ']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...r.registrationExports.map((e) =>
      row([
        e.name,
        e.rows,
        `${(e.bytes / 1024).toFixed(0)} KB`,
        ms(e.ms),
        Math.round(e.rows / (e.ms / 1000)),
        `+${rssGrowth(e).toFixed(0)} MB`,
        `+${heapGrowth(e).toFixed(0)} MB`,
      ]),
    ),
    '',
    '`GET /api/reports/users.xlsx` (streamed; memory sampled inside the server process every 5 ms from a forced GC on; "live heap" runs also collect every 500 ms, so their peak is what the export holds, not garbage awaiting collection — and their time is not comparable):',
    '',
    row(['export', 'rows', 'size', 'time ms', 'rows/s', 'RSS before', 'RSS peak Δ', 'heap before', 'heap peak Δ', 'live heap peak Δ']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...r.exports.map((e) =>
      row([
        e.name,
        e.rows,
        `${(e.bytes / 1024).toFixed(0)} KB`,
        ms(e.ms),
        Math.round(e.rows / (e.ms / 1000)),
        `${e.memory.rssBeforeMb.toFixed(0)} MB`,
        `+${rssGrowth(e).toFixed(0)} MB`,
        `${e.memory.heapBeforeMb.toFixed(0)} MB`,
        `+${heapGrowth(e).toFixed(0)} MB`,
        e.memory.liveHeapPeakMb === null ? '–' : `+${liveGrowth(e).toFixed(1)} MB`,
      ]),
    ),
    '',
  ];
  return lines;
}

/** `POST /api/general/search` as the list scenarios' staff member (users read with every personal field). */
function searchSection(search: SearchScenarioResult[]): string[] {
  if (!search.length) return [];
  return [
    '`POST /api/general/search` (users, projects and articles, 5 per type unless stated; signed in as the same staff member, who may read every personal field). "found" = the totals per type:',
    '',
    ...latencyTable(search, { header: 'found', value: (l) => l.found }),
  ];
}

/** `POST /api/project/{id}/registrations/copy` (issue 4): one request per row, as the level-1 account. */
function copySection(copies: CopyResult[]): string[] {
  if (!copies.length) return [];
  return [
    '`POST /api/project/{id}/registrations/copy` (issue 4) as the level-1 account: a source project whose registrations have one or two preferences each, into a project with the same preferences; one transaction, 500 registrations per statement:',
    '',
    row(['copy', 'source registrations', 'copied', 'skipped', 'time ms', 'registrations/s', 'status']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...copies.map((c) => row([c.name, c.registrations, c.copied, c.skipped, ms(c.ms), Math.round(c.registrations / (c.ms / 1000)), c.status])),
    '',
  ];
}

/** The report of `--only=copy`: facts and the copy table per backend. */
export function renderCopyReport(
  options: BenchOptions,
  results: { backend: string; load: [number, number]; copies: CopyResult[] }[],
  skipped: string[],
  postgresVersion: string | null,
): string {
  const sections = results.map((r) => ({ backend: r.backend, load: r.load, lines: copySection(r.copies) }));
  return partialReport('Benchmarks: registrations copy only (`npm run bench -- --only=copy`)', machine(options, postgresVersion), skipped, [], sections);
}

/** The report of a partial run (`--only=search`): facts, the search goals and tables per backend. */
export function renderSearchReport(
  options: BenchOptions,
  results: { backend: string; load: [number, number]; search: SearchScenarioResult[] }[],
  skipped: string[],
  postgresVersion: string | null,
): string {
  const goals = results.flatMap((r) => checkSearchGoals(r.backend, options.concurrency, r.search));
  const sections = results.map((r) => ({ backend: r.backend, load: r.load, lines: searchSection(r.search) }));
  return partialReport('Benchmarks: global search only (`npm run bench -- --only=search`)', machine(options, postgresVersion), skipped, goals, sections);
}

/** The markdown report: facts, goals, then one section per backend. */
export function renderReport(options: BenchOptions, results: BackendResult[], skipped: string[], postgresVersion: string | null, notes: string[]): string {
  const goals = checkGoals(results);
  return [
    '# Benchmarks',
    '',
    'Produced by `npm run bench` (see `bench/README.md`); do not edit by hand, run it again.',
    '',
    ...machine(options, postgresVersion),
    ...skipped.map((s) => `- Skipped: ${s}`),
    '',
    '## Goals (issue 2 §7)',
    '',
    row(['goal', 'backend', 'result', 'measured']),
    row(['---', '---', '---', '---']),
    ...goals.map((g) => row([g.goal, g.backend, g.met ? 'met' : '**missed**', g.detail])),
    '',

    '## Results',
    '',
    ...results.flatMap(backendSection),
    ...(notes.length ? ['## Notes', '', ...notes, ''] : []),
  ].join('\n');
}
