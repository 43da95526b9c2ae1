import type { ServerProcess } from './backends';
import type { HttpClient } from './http';
import { multipartFile } from './importFile';
import { runLoad } from './load';
import type { BenchOptions } from './options';
import type { GetScenarioResult } from './projectScenarios';
import type { ImportResult } from './scenarios';

/** Size of the casting scenarios (issue 5). */
const CASTING = { scenes: 100, roles: 1000, groups: 20, links: 5000 } as const;

export interface CastingResult {
  imports: ImportResult[];
  called: GetScenarioResult[];
}

/**
 * A role scheme of `roles` roles and `groups` groups over `scenes` scenes, in the import's columns.
 * Every role plays in three scenes; every group in ten, so scene S001 calls several groups.
 */
function schemeCsv(prefix: string, size = CASTING): string {
  const scene = (n: number) => `${prefix}S${String((n % size.scenes) + 1).padStart(3, '0')}`;
  const lines = ['Soort;Code;Naam;Beschrijving;Sprekend;Scènes'];
  for (let i = 0; i < size.scenes; i++) lines.push(`scène;${scene(i)};Scène ${i + 1};;;`);
  for (let i = 0; i < size.roles; i++)
    lines.push(`rol;${prefix}R${String(i + 1).padStart(4, '0')};Rol ${i + 1};;${i % 10 === 0 ? 'ja' : 'nee'};${[i, i + 7, i + 31].map(scene).join(', ')}`);
  for (let i = 0; i < size.groups; i++)
    lines.push(`groep;${prefix}G${String(i + 1).padStart(2, '0')};Groep ${i + 1};;;${Array.from({ length: 10 }, (_, k) => scene(i * 5 + k * 10)).join(', ')}`);
  return lines.join('\r\n');
}

/**
 * `links` player rows over the people registered in the project: four in five to roles, the rest
 * to groups, alternating the two casts.
 */
function usersCsv(prefix: string, emails: readonly string[], casts: readonly string[], size = CASTING): string {
  const lines = ['Soort;Code;E-mailadres;Cast'];
  for (let k = 0; k < size.links; k++) {
    const email = emails[k % emails.length]!;
    const cast = casts[k % casts.length]!;
    if (k % 5 === 4) lines.push(`groep;${prefix}G${String((k % size.groups) + 1).padStart(2, '0')};${email};${cast}`);
    else lines.push(`rol;${prefix}R${String(((k * 7) % size.roles) + 1).padStart(4, '0')};${email};${cast}`);
  }
  return lines.join('\r\n');
}

async function upload(client: HttpClient, token: string, path: string, csv: string, confirm: boolean) {
  const file = multipartFile(csv, 'schema.csv');
  const answer = await client.request('POST', `${path}${confirm ? '?confirm=true' : ''}`, {
    headers: { authorization: `Bearer ${token}`, 'content-type': file.contentType },
    body: file.body,
  });
  if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.body.toString('utf8', 0, 300)}`);
  const body = JSON.parse(answer.body.toString()) as { accepted: number; refused: number; created: number; linked: number };
  if (body.refused) throw new Error(`${path}: ${body.refused} rows refused`);
  return { answer, body, bytes: file.body.length };
}

/**
 * Casting (issue 5) in the biggest project, as the level-1 account: the role scheme import
 * (preview, then confirm) of 1,000 roles, the players import of 5,000 links, and "who is called"
 * for the busiest scene per cast and over both casts, with 100,000 registrations in the database.
 */
export async function benchCasting(
  client: HttpClient,
  server: ServerProcess,
  adminToken: string,
  options: BenchOptions,
  log: (line: string) => void,
): Promise<CastingResult> {
  const projectId = server.ready.projectIds[0]!;
  const headers = { authorization: `Bearer ${adminToken}`, 'content-type': 'application/json' };
  const castIds: number[] = [];
  for (const name of ['Bench A', 'Bench B']) {
    const made = await client.request('POST', `/api/project/${projectId}/casts`, { headers, body: Buffer.from(JSON.stringify({ name })) });
    if (made.status !== 201) throw new Error(`cast: ${made.status} ${made.body.toString('utf8', 0, 300)}`);
    castIds.push((JSON.parse(made.body.toString()) as { id: number }).id);
  }
  const prefix = 'B';
  const base = `/api/project/${projectId}/import/scheme`;
  const scheme = schemeCsv(prefix);
  const rows = CASTING.scenes + CASTING.roles + CASTING.groups;
  log('  casting: scheme import …');
  const schemePreview = await upload(client, adminToken, base, scheme, false);
  const schemeDone = await upload(client, adminToken, base, scheme, true);
  log('  casting: players import …');
  const players = usersCsv(prefix, server.ready.castingEmails, ['Bench A', 'Bench B']);
  const usersPreview = await upload(client, adminToken, `${base}/users`, players, false);
  const usersDone = await upload(client, adminToken, `${base}/users`, players, true);
  const imports: ImportResult[] = [
    {
      name: `scheme preview (${CASTING.scenes} scenes, ${CASTING.roles} roles, ${CASTING.groups} groups)`,
      rows,
      accepted: schemePreview.body.accepted,
      bytes: schemePreview.bytes,
      ms: schemePreview.answer.ms,
      status: schemePreview.answer.status,
    },
    {
      name: 'scheme import (confirm)',
      rows,
      accepted: schemeDone.body.created,
      bytes: schemeDone.bytes,
      ms: schemeDone.answer.ms,
      status: schemeDone.answer.status,
    },
    {
      name: `players preview (${CASTING.links} links, ${server.ready.castingEmails.length} people)`,
      rows: CASTING.links,
      accepted: usersPreview.body.accepted,
      bytes: usersPreview.bytes,
      ms: usersPreview.answer.ms,
      status: usersPreview.answer.status,
    },
    {
      name: 'players import (confirm)',
      rows: CASTING.links,
      accepted: usersDone.body.linked,
      bytes: usersDone.bytes,
      ms: usersDone.answer.ms,
      status: usersDone.answer.status,
    },
  ];

  // The scene with the most roles and groups.
  const filters = encodeURIComponent(JSON.stringify({ text: `${prefix}S001` }));
  const found = await client.request('GET', `/api/project/${projectId}/scenes?filters=${filters}`, { headers });
  const sceneId = (JSON.parse(found.body.toString()) as { data: { id: number; identifier: string }[] }).data.find((s) => s.identifier === `${prefix}S001`)!.id;
  const called: GetScenarioResult[] = [];
  for (const [name, query] of [
    ['who is called: busiest scene, cast A', `?castId=${castIds[0]}`],
    ['who is called: busiest scene, both casts', ''],
  ] as const) {
    log(`  casting: ${name} …`);
    const path = `/api/project/${projectId}/scene/${sceneId}/called${query}`;
    const send = () => client.request('GET', path, { headers });
    const first = await send();
    if (first.status !== 200) throw new Error(`${name}: ${first.status} ${first.body.toString('utf8', 0, 300)}`);
    const sequential = await runLoad({ count: Math.ceil(options.requests / 2), concurrency: 1, warmup: 10, maxMs: 30_000 }, send);
    const concurrent = await runLoad({ count: options.requests, concurrency: options.concurrency, warmup: 0, maxMs: 30_000 }, send);
    called.push({ name: `${name} (${(JSON.parse(first.body.toString()) as { users: unknown[] }).users.length} people)`, path, sequential, concurrent });
  }
  return { imports, called };
}
