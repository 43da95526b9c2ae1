import os from 'node:os';
import type { ServerProcess } from './backends';
import { benchCasting, type CastingResult } from './castingScenarios';
import { benchArticles, type ArticleResults } from './articleScenarios';
import { benchCopy, type CopyResult } from './copyScenario';
import { httpClient, type HttpClient } from './http';
import { importCsv, multipartFile } from './importFile';
import { runLoad, type LoadResult } from './load';
import type { BenchOptions } from './options';
import { benchProjects, type GetScenarioResult } from './projectScenarios';
import { benchRehearsals, type RehearsalResults } from './rehearsalScenarios';
import type { ListCall, MemoryPeak, RawTiming } from './protocol';

export interface ListScenarioResult {
  name: string;
  /** Rows matching the filters (the list's total). */
  total: number;
  /** One request at a time: latency without queueing, compared with the raw SQL. */
  sequential: LoadResult;
  /** `concurrency` requests at a time: latency under load and throughput. */
  concurrent: LoadResult;
  raw: RawTiming;
}

export interface ExportResult {
  name: string;
  rows: number;
  bytes: number;
  ms: number;
  status: number;
  memory: MemoryPeak;
}

export interface ImportResult {
  name: string;
  /** People in the file or the batch. */
  rows: number;
  /** Accepted by the preview, or created by the confirmation. */
  accepted: number;
  bytes: number;
  ms: number;
  status: number;
}

export interface SearchScenarioResult {
  name: string;
  /** What the call found, per type: "users 312, projects 4". */
  found: string;
  sequential: LoadResult;
  concurrent: LoadResult;
}

/** A list call timed through the API only (no raw-SQL twin), one at a time and under load. */
interface ApiListResult {
  name: string;
  total: number;
  sequential: LoadResult;
  concurrent: LoadResult;
}

export interface BackendResult {
  backend: string;
  concurrency: number;
  /** 1-minute load average of the machine before and after the scenarios (other work competes for the cores). */
  load: [number, number];
  seedMs: number;
  counts: { users: number; projects: number; registrations: number };
  signIn: LoadResult;
  /** Fixed costs every call pays, one request at a time: a public call with one query, and authentication alone. */
  baseline: { health: LoadResult; session: LoadResult };
  lists: ListScenarioResult[];
  exports: ExportResult[];
  /** GET /api/statistics/users/online, one request at a time. */
  online: LoadResult;
  /** POST /api/general/search: the top-bar dropdown and the results page (issue 3). */
  search: SearchScenarioResult[];
  imports: ImportResult[];
  /** Casting (issue 5): scheme and players import, who is called. */
  casting: CastingResult;
  /** The projects list and project statistics (bench/projectScenarios.ts). */
  projects: GetScenarioResult[];
  /** Issue 4: the registration lists of the biggest project and across all projects. */
  registrationLists: ApiListResult[];
  registrationExports: ExportResult[];
  /** Issue 6 (bench/rehearsalScenarios.ts). */
  rehearsals?: RehearsalResults;
  /** The article list with each filter at 50,000 articles (bench/articleScenarios.ts). */
  articles?: ArticleResults;
  /** Issue 4: copying a project with 5,000 registrations (bench/copyScenario.ts). */
  registrationCopies: CopyResult[];
}

/** The list calls a volunteer coordinator makes on /medewerkers (spec 1 §2), most selective last. */
function listScenarios(users: number, projectIds: number[]): { name: string; call: ListCall }[] {
  return [
    { name: 'first page, default sort (lastName)', call: {} },
    { name: 'text "jan", lastName asc', call: { filters: { text: 'jan' }, sort: 'lastName:asc' } },
    { name: 'text "van" (broad), lastName asc', call: { filters: { text: 'van' }, sort: 'lastName:asc' } },
    { name: 'text "peeters" (one surname), lastName asc', call: { filters: { text: 'peeters' }, sort: 'lastName:asc' } },
    { name: 'sex 1 (Vrouw), lastName asc', call: { filters: { sex: 1 }, sort: 'lastName:asc' } },
    { name: 'minAge 18 + maxAge 30, dateOfBirth desc', call: { filters: { minAge: 18, maxAge: 30 }, sort: 'dateOfBirth:desc' } },
    { name: 'minAge 65, lastName asc', call: { filters: { minAge: 65 }, sort: 'lastName:asc' } },
    { name: 'maxAge 11, lastName asc', call: { filters: { maxAge: 11 }, sort: 'lastName:asc' } },
    { name: `registrations in ${projectIds.length} projects`, call: { filters: { registrations: projectIds }, sort: 'lastName:asc' } },
    { name: 'registrations in the biggest project', call: { filters: { registrations: projectIds[0] }, sort: 'lastName:asc' } },
    { name: 'registrations: none', call: { filters: { registrations: 'none' }, sort: 'lastName:asc' } },
    {
      name: 'text "geel" + sex 1 + minAge 18 + registrations none',
      call: { filters: { text: 'geel', sex: 1, minAge: 18, registrations: 'none' }, sort: 'lastName:asc' },
    },
    { name: 'firstName desc', call: { sort: 'firstName:desc' } },
    { name: `deep offset ${Math.floor(users * 0.75)}`, call: { sort: 'lastName:asc', offset: Math.floor(users * 0.75) } },
  ];
}

/**
 * The global search as staff use it (issue 3): the top-bar dropdown (5 per type: users,
 * projects and 50,000 articles) for fragments from selective to broad, with an accent, a typo and the shortest text
 * allowed, and a later page of the results page.
 */
function searchScenarios(): { name: string; body: Record<string, unknown> }[] {
  return [
    { name: 'dropdown "peeters" (one surname)', body: { search: 'peeters' } },
    { name: 'dropdown "jan" (common fragment)', body: { search: 'jan' } },
    { name: 'dropdown "van" (broad)', body: { search: 'van' } },
    { name: 'dropdown "helene" (finds Hélène)', body: { search: 'helene' } },
    { name: 'dropdown "jansens" (typo for Janssens)', body: { search: 'jansens' } },
    { name: 'dropdown "geel" (town)', body: { search: 'geel' } },
    { name: 'dropdown "el" (two letters, no trigram)', body: { search: 'el' } },
    { name: 'dropdown "an de" (two short words)', body: { search: 'an de' } },
    { name: 'dropdown "ommegang" (projects)', body: { search: 'ommegang' } },
    { name: 'dropdown "mantel" (articles, common)', body: { search: 'mantel' } },
    { name: 'dropdown "geborduurde cape" (articles, two words)', body: { search: 'geborduurde cape' } },
    { name: 'dropdown "001234" (an article number)', body: { search: '001234' } },
    { name: 'results page "van", users page 5', body: { search: 'van', type: 'users', limit: 10, offset: 40 } },
  ];
}

async function benchSearch(
  client: HttpClient,
  token: string,
  options: BenchOptions,
  scenario: { name: string; body: Record<string, unknown> },
): Promise<SearchScenarioResult> {
  const headers = { authorization: `Bearer ${token}` };
  const send = () => client.request('POST', '/api/general/search', { headers, json: scenario.body });
  const first = await send();
  if (first.status !== 200) throw new Error(`${scenario.name}: ${first.status} ${first.body.toString()}`);
  const groups = (JSON.parse(first.body.toString()) as { groups: { type: string; total: number }[] }).groups;
  const found = groups.map((g) => `${g.type} ${g.total}`).join(', ');
  const sequential = await runLoad({ count: Math.ceil(options.requests / 2), concurrency: 1, warmup: 10, maxMs: 30_000 }, send);
  const concurrent = await runLoad({ count: options.requests, concurrency: options.concurrency, warmup: 0, maxMs: 30_000 }, send);
  return { name: scenario.name, found, sequential, concurrent };
}

async function benchSearches(client: HttpClient, token: string, options: BenchOptions, log: (line: string) => void): Promise<SearchScenarioResult[]> {
  const results: SearchScenarioResult[] = [];
  for (const scenario of searchScenarios()) {
    log(`  search: ${scenario.name} …`);
    results.push(await benchSearch(client, token, options, scenario));
  }
  return results;
}

/** The search scenarios alone (`--only=search`), signed in as the list scenarios' staff member. */
export async function runSearchScenarios(server: ServerProcess, options: BenchOptions, log: (line: string) => void): Promise<SearchScenarioResult[]> {
  const client = httpClient(server.ready.url, options.concurrency);
  try {
    return await benchSearches(client, await signInAs(client, server.ready.staff.email, server.ready.staff.password), options, log);
  } finally {
    client.close();
  }
}

/** The registrations copy alone (`--only=copy`), as the level-1 account. */
export async function runCopyScenario(server: ServerProcess, options: BenchOptions, log: (line: string) => void): Promise<CopyResult[]> {
  const client = httpClient(server.ready.url, options.concurrency);
  try {
    return await benchCopy(client, server, await signInAs(client, server.ready.admin.email, server.ready.admin.password), log);
  } finally {
    client.close();
  }
}

const query = (call: ListCall) => {
  const q = new URLSearchParams();
  if (call.filters) q.set('filters', JSON.stringify(call.filters));
  if (call.sort) q.set('sort', call.sort);
  if (call.offset) q.set('offset', String(call.offset));
  if (call.items) q.set('items', String(call.items));
  return q.toString();
};

/**
 * What a production coordinator asks of `/projecten/{id}/inschrijvingen` (spec 1 §7 filters), in
 * the biggest project, and of `/inschrijvingen` across every registration of the dataset.
 */
function registrationScenarios(projectId: number): { name: string; path: string }[] {
  const project = (name: string, call: ListCall) => ({ name: `project: ${name}`, path: `/api/project/${projectId}/registrations?${query(call)}` });
  const all = (name: string, call: ListCall) => ({ name: `all: ${name}`, path: `/api/registrations?${query(call)}` });
  return [
    project('first page, lastName', {}),
    project('onStage 1', { filters: { onStage: 1 } }),
    project('sex 1 + minAge 18 + maxAge 30', { filters: { sex: 1, minAge: 18, maxAge: 30 } }),
    project('auditioning', { filters: { auditioning: true } }),
    project('talents filled in', { filters: { talents: true } }),
    project('remarks contain "graag"', { filters: { remarks: 'graag' } }),
    project('text "jan"', { filters: { text: 'jan' } }),
    project('onStage 0 + text "peeters"', { filters: { onStage: 0, text: 'peeters' } }),
    project('creationDt desc, offset 1000', { sort: 'creationDt:desc', offset: 1000 }),
    all('first page, newest first', {}),
    all('lastName', { sort: 'lastName:asc' }),
    all('text "peeters"', { filters: { text: 'peeters' } }),
    all('one project, onStage 1', { filters: { project: projectId, onStage: 1 } }),
  ];
}

async function benchApiList(client: HttpClient, token: string, options: BenchOptions, scenario: { name: string; path: string }): Promise<ApiListResult> {
  const headers = { authorization: `Bearer ${token}` };
  const send = () => client.request('GET', scenario.path, { headers });
  const first = await send();
  if (first.status !== 200) throw new Error(`${scenario.name}: ${first.status} ${first.body.toString()}`);
  const total = (JSON.parse(first.body.toString()) as { total: number }).total;
  const sequential = await runLoad({ count: Math.ceil(options.requests / 2), concurrency: 1, warmup: 10, maxMs: 30_000 }, send);
  const concurrent = await runLoad({ count: options.requests, concurrency: options.concurrency, warmup: 0, maxMs: 30_000 }, send);
  return { name: scenario.name, total, sequential, concurrent };
}

/** The biggest project's registrations as xlsx, through the download-token flow, memory sampled. */
async function benchRegistrationExport(
  client: HttpClient,
  server: ServerProcess,
  token: string,
  projectId: number,
  name: string,
  filters: Record<string, unknown> | null,
): Promise<ExportResult> {
  const headers = { authorization: `Bearer ${token}` };
  const base = `/api/reports/project/${projectId}/registrations.xlsx`;
  const listed = await client.request('GET', `/api/project/${projectId}/registrations?${query({ filters: filters ?? undefined, items: 1 })}`, { headers });
  const rows = (JSON.parse(listed.body.toString()) as { total: number }).total;
  const issued = await client.request('POST', '/api/downloads', { headers, json: { path: base } });
  const download = (JSON.parse(issued.body.toString()) as { token: string }).token;
  const q = new URLSearchParams({ token: download });
  if (filters) q.set('filters', JSON.stringify(filters));
  await server.call('memory-start', { live: false });
  const answer = await client.request('GET', `${base}?${q.toString()}`);
  const memory = await server.call('memory-stop', {});
  return { name, rows, bytes: answer.body.length, ms: answer.ms, status: answer.status, memory };
}

const listPath = (call: ListCall) => {
  const q = new URLSearchParams();
  if (call.filters) q.set('filters', JSON.stringify(call.filters));
  if (call.sort) q.set('sort', call.sort);
  if (call.offset) q.set('offset', String(call.offset));
  if (call.items) q.set('items', String(call.items));
  return `/api/users?${q.toString()}`;
};

export async function signInAs(client: HttpClient, email: string, password: string): Promise<string> {
  const answer = await client.request('POST', '/api/auth', { json: { email, password } });
  if (answer.status !== 200) throw new Error(`sign-in of ${email} failed: ${answer.status} ${answer.body.toString()}`);
  return (JSON.parse(answer.body.toString()) as { token: string }).token;
}

/**
 * Sign-in with a different account and a different client address per request, as many people
 * behind a trusted proxy (the bench server runs with TRUST_PROXY=1, so X-Forwarded-For is the
 * client). Every password is right, so the limiter, which counts failures only, never trips.
 */
async function benchSignIn(client: HttpClient, server: ServerProcess, options: BenchOptions): Promise<LoadResult> {
  const { signInEmails, staff } = server.ready;
  const warmup = Math.min(10, Math.max(0, signInEmails.length - options.signIns));
  const count = Math.min(options.signIns, signInEmails.length - warmup);
  return runLoad({ count, concurrency: options.concurrency, warmup, maxMs: 60_000 }, (i) => {
    const n = i < 0 ? count - 1 - i : i;
    const ip = `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;
    return client.request('POST', '/api/auth', { json: { email: signInEmails[n], password: staff.password }, headers: { 'x-forwarded-for': ip } });
  });
}

async function benchList(
  client: HttpClient,
  server: ServerProcess,
  token: string,
  options: BenchOptions,
  scenario: { name: string; call: ListCall },
): Promise<ListScenarioResult> {
  const path = listPath(scenario.call);
  const headers = { authorization: `Bearer ${token}` };
  const send = () => client.request('GET', path, { headers });
  const first = await send();
  if (first.status !== 200) throw new Error(`${scenario.name}: ${first.status} ${first.body.toString()}`);
  const total = (JSON.parse(first.body.toString()) as { total: number }).total;
  const sequential = await runLoad({ count: Math.ceil(options.requests / 2), concurrency: 1, warmup: 10, maxMs: 30_000 }, send);
  const concurrent = await runLoad({ count: options.requests, concurrency: options.concurrency, warmup: 0, maxMs: 30_000 }, send);
  const raw = await server.call('raw', { call: scenario.call, runs: Math.max(20, Math.ceil(options.requests / 6)) });
  return { name: scenario.name, total, sequential, concurrent, raw };
}

/** One export through the real download flow (single-use token), with the server's memory sampled. */
async function benchExport(
  client: HttpClient,
  server: ServerProcess,
  token: string,
  name: string,
  filters: Record<string, unknown> | null,
  live = false,
): Promise<ExportResult> {
  const headers = { authorization: `Bearer ${token}` };
  const base = '/api/reports/users.xlsx';
  const listed = await client.request('GET', listPath({ filters: filters ?? undefined, items: 1 }), { headers });
  const rows = (JSON.parse(listed.body.toString()) as { total: number }).total;
  const issued = await client.request('POST', '/api/downloads', { headers, json: { path: base } });
  const download = (JSON.parse(issued.body.toString()) as { token: string }).token;
  const q = new URLSearchParams({ token: download });
  if (filters) q.set('filters', JSON.stringify(filters));
  await server.call('memory-start', { live });
  const answer = await client.request('GET', `${base}?${q.toString()}`);
  const memory = await server.call('memory-stop', {});
  return { name, rows, bytes: answer.body.length, ms: answer.ms, status: answer.status, memory };
}

/**
 * The employee import through the real calls: the preview reads a file of `rows` generated people
 * (multipart), then the confirmation sends what it accepted and creates them all, with their
 * password links and invitations in the outbox, in one transaction.
 */
async function benchImport(client: HttpClient, token: string, rows: number, prefix: string): Promise<ImportResult[]> {
  const headers = { authorization: `Bearer ${token}` };
  const file = multipartFile(importCsv(rows, prefix), `${prefix}.csv`);
  const preview = await client.request('POST', '/api/import/preview', { headers: { ...headers, 'content-type': file.contentType }, body: file.body });
  if (preview.status !== 200) throw new Error(`import preview: ${preview.status} ${preview.body.toString('utf8', 0, 300)}`);
  const read = JSON.parse(preview.body.toString()) as { rows: { user: unknown }[]; accepted: number };
  const users = read.rows.flatMap((r) => (r.user ? [r.user] : []));
  const payload = Buffer.from(JSON.stringify({ users }));
  const confirm = await client.request('POST', '/api/import', { headers: { ...headers, 'content-type': 'application/json' }, body: payload });
  const imported = confirm.status === 201 ? (JSON.parse(confirm.body.toString()) as { imported: number }).imported : 0;
  return [
    { name: `preview of a ${rows}-row file`, rows, accepted: read.accepted, bytes: file.body.length, ms: preview.ms, status: preview.status },
    {
      name: `import of the ${users.length} accepted people`,
      rows: users.length,
      accepted: imported,
      bytes: payload.length,
      ms: confirm.ms,
      status: confirm.status,
    },
  ];
}

/** Every scenario against one running server. */
export async function runScenarios(server: ServerProcess, options: BenchOptions, log: (line: string) => void): Promise<BackendResult> {
  const client = httpClient(server.ready.url, options.concurrency);
  const loadBefore = os.loadavg()[0]!;
  try {
    log('  sign-in …');
    const signIn = await benchSignIn(client, server, options);
    const token = await signInAs(client, server.ready.staff.email, server.ready.staff.password);
    log('  baseline …');
    const plan = { count: Math.ceil(options.requests / 2), concurrency: 1, warmup: 10, maxMs: 30_000 };
    const baseline = {
      health: await runLoad(plan, () => client.request('GET', '/api/health')),
      session: await runLoad(plan, () => client.request('GET', '/api/auth', { headers: { authorization: `Bearer ${token}` } })),
    };
    const lists: ListScenarioResult[] = [];
    for (const scenario of listScenarios(server.ready.counts.users, server.ready.projectIds)) {
      log(`  list: ${scenario.name} …`);
      lists.push(await benchList(client, server, token, options, scenario));
    }
    log('  export …');
    // A warm-up export first, so code loading and first allocations do not count as growth.
    await benchExport(client, server, token, 'warm-up', { maxAge: 11 });
    // The live-heap runs collect garbage every 500 ms, which costs time: they are timed apart.
    const exports = [
      await benchExport(client, server, token, 'children (maxAge 11)', { maxAge: 11 }),
      await benchExport(client, server, token, 'all users', null),
      await benchExport(client, server, token, 'children, live heap', { maxAge: 11 }, true),
      await benchExport(client, server, token, 'all users, live heap', null, true),
    ];
    const projects = await benchProjects(client, server, token, options, log);
    log('  registrations …');
    const biggest = server.ready.projectIds[0]!;
    const registrationLists: ApiListResult[] = [];
    for (const scenario of registrationScenarios(biggest)) {
      log(`  registrations ${scenario.name} …`);
      registrationLists.push(await benchApiList(client, token, options, scenario));
    }
    await benchRegistrationExport(client, server, token, biggest, 'warm-up', { onStage: 1 });
    const registrationExports = [
      await benchRegistrationExport(client, server, token, biggest, 'biggest project, on stage', { onStage: 1 }),
      await benchRegistrationExport(client, server, token, biggest, 'biggest project, all', null),
    ];
    log('  online users …');
    const online = await runLoad(plan, () => client.request('GET', '/api/statistics/users/online', { headers: { authorization: `Bearer ${token}` } }));
    const search = await benchSearches(client, token, options, log);
    const adminToken = await signInAs(client, server.ready.admin.email, server.ready.admin.password);
    const casting = await benchCasting(client, server, adminToken, options, log);
    const rehearsals = await benchRehearsals(server, options, log);
    const articles = await benchArticles(server, options, log);
    // After the lists: its two projects and 5,000 registrations would change their totals.
    const registrationCopies = await benchCopy(client, server, adminToken, log);
    // Last: the import adds people, which every scenario above would otherwise count.
    log('  import …');
    const imports = [...(await benchImport(client, adminToken, 500, 'opwarming')), ...(await benchImport(client, adminToken, options.importRows, 'import'))];
    const load: [number, number] = [loadBefore, os.loadavg()[0]!];
    return {
      backend: server.ready.database,
      concurrency: options.concurrency,
      load,
      seedMs: server.ready.seedMs,
      counts: server.ready.counts,
      signIn,
      baseline,
      lists,
      exports,
      online,
      search,
      imports,
      casting,
      projects,
      registrationLists,
      registrationExports,
      rehearsals,
      articles,
      registrationCopies,
    };
  } finally {
    client.close();
  }
}

export const ratio = (l: ListScenarioResult) => l.sequential.p50 / l.raw.p50;
