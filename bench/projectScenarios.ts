import type { ServerProcess } from './backends';
import type { HttpClient } from './http';
import { runLoad, type LoadResult } from './load';
import type { BenchOptions } from './options';

export interface GetScenarioResult {
  name: string;
  path: string;
  /** One request at a time. */
  sequential: LoadResult;
  /** `concurrency` requests at a time. */
  concurrent: LoadResult;
}

/**
 * The projects area (issue 4) at the bench's size (100,000 registrations over the generated
 * projects): the staff projects list (each row counts its registrations), its inactive toggle and
 * name filter, a participant's list of open projects, and the overview statistics of the biggest
 * project (counts over its registrations, roles, groups, scenes and rehearsals).
 */
function projectScenarios(projectIds: number[]): { name: string; path: string }[] {
  const filters = (f: object) => `filters=${encodeURIComponent(JSON.stringify(f))}`;
  return [
    { name: 'projects list, active (default)', path: '/api/projects' },
    { name: 'projects list, inactive, 100 per page', path: `/api/projects?items=100&${filters({ inactive: 1 })}` },
    { name: 'projects list, name filter "spel"', path: `/api/projects?${filters({ text: 'spel', inactive: 1 })}` },
    { name: 'project overview statistics, biggest project', path: `/api/statistics/overview/${projectIds[0]}` },
    { name: 'project overview statistics, 3rd biggest project', path: `/api/statistics/overview/${projectIds[2] ?? projectIds[0]}` },
  ];
}

export async function benchProjects(
  client: HttpClient,
  server: ServerProcess,
  token: string,
  options: BenchOptions,
  log: (line: string) => void,
): Promise<GetScenarioResult[]> {
  const headers = { authorization: `Bearer ${token}` };
  const results: GetScenarioResult[] = [];
  for (const scenario of projectScenarios(server.ready.projectIds)) {
    log(`  projects: ${scenario.name} …`);
    const send = () => client.request('GET', scenario.path, { headers });
    const first = await send();
    if (first.status !== 200) throw new Error(`${scenario.name}: ${first.status} ${first.body.toString()}`);
    const sequential = await runLoad({ count: Math.ceil(options.requests / 2), concurrency: 1, warmup: 10, maxMs: 30_000 }, send);
    const concurrent = await runLoad({ count: options.requests, concurrency: options.concurrency, warmup: 0, maxMs: 30_000 }, send);
    results.push({ name: scenario.name, path: scenario.path, sequential, concurrent });
  }
  return results;
}
