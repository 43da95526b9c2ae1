import type { ArticleResults } from './articleScenarios';
import { ARTICLE_P95_MS } from './articleScenarios';
import type { BenchOptions } from './options';
import { machine, row, type GoalCheck } from './report';
import { ms } from './stats';

/** Article list goals of one backend: p95 ≤ 50 ms on PostgreSQL, alone and under load; no errors. */
export function checkArticleGoals(backend: string, concurrency: number, r: ArticleResults | undefined): GoalCheck[] {
  if (!r) return [];
  const limit = ARTICLE_P95_MS[backend] ?? 50;
  const worst = (pass: 'sequential' | 'concurrent') =>
    r.lists.reduce((w, l) => (l[pass].p95 > w.p95 ? { p95: l[pass].p95, name: l.name } : w), { p95: 0, name: '' });
  const [alone, loaded] = [worst('sequential'), worst('concurrent')];
  const errors = r.lists.reduce((n, l) => n + l.sequential.errors + l.concurrent.errors, 0);
  return [
    { goal: `article list p95 ≤ ${limit} ms, one request at a time`, backend, met: alone.p95 <= limit, detail: `worst ${ms(alone.p95)} ms (${alone.name})` },
    { goal: `article list p95 ≤ ${limit} ms, ${concurrency} at a time`, backend, met: loaded.p95 <= limit, detail: `worst ${ms(loaded.p95)} ms (${loaded.name})` },
    { goal: 'article lists: no failed requests', backend, met: errors === 0, detail: `${errors} errors` },
  ];
}

/** The article list table (bench/articleScenarios.ts). */
export function articleSection(r: ArticleResults | undefined): string[] {
  if (!r) return [];
  return [
    `Articles (costume stock): ${r.count.toLocaleString('en')} articles from the demo generator (\`seedStockLookups\` + \`seedArticles\`) added in ${(r.seedMs / 1000).toFixed(1)} s; \`GET /api/articles\` (10 rows and the total) as the level-1 account:`,
    '',
    row(['scenario', 'p50', 'p95', 'p99', 'p50 c=N', 'p95 c=N', 'p99 c=N', 'req/s c=N', 'errors']),
    row(['---', '---:', '---:', '---:', '---:', '---:', '---:', '---:', '---:']),
    ...r.lists.map((l) =>
      row([
        l.name,
        ms(l.sequential.p50),
        ms(l.sequential.p95),
        ms(l.sequential.p99),
        ms(l.concurrent.p50),
        ms(l.concurrent.p95),
        ms(l.concurrent.p99),
        l.concurrent.throughput.toFixed(0),
        l.sequential.errors + l.concurrent.errors,
      ]),
    ),
    '',
  ];
}

/** The report of `--only=articles`. */
export function renderArticleReport(
  options: BenchOptions,
  results: { backend: string; load: [number, number]; articles: ArticleResults }[],
  skipped: string[],
  postgresVersion: string | null,
): string {
  const goals = results.flatMap((r) => checkArticleGoals(r.backend, options.concurrency, r.articles));
  return [
    '# Benchmarks: article list only (`npm run bench -- --only=articles`)',
    '',
    ...machine(options, postgresVersion),
    ...skipped.map((s) => `- Skipped: ${s}`),
    '',
    row(['goal', 'backend', 'result', 'measured']),
    row(['---', '---', '---', '---']),
    ...goals.map((g) => row([g.goal, g.backend, g.met ? 'met' : '**missed**', g.detail])),
    '',
    ...results.flatMap((r) => [
      `### ${r.backend === 'pglite' ? 'PGlite' : 'PostgreSQL'}`,
      '',
      `Machine load average (1 min) ${r.load[0].toFixed(1)} before the scenarios, ${r.load[1].toFixed(1)} after.`,
      '',
      ...articleSection(r.articles),
    ]),
  ].join('\n');
}
