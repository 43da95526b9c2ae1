import type { ArticleResults } from './articleScenarios';
import { ARTICLE_P95_MS } from './articleScenarios';
import type { BenchOptions } from './options';
import { machine } from './report';
import { latencyTable, p95Goals, partialReport, type GoalCheck } from './reportParts';

/** Article list goals of one backend: p95 ≤ 50 ms on PostgreSQL, alone and under load; no errors. */
export function checkArticleGoals(backend: string, concurrency: number, r: ArticleResults | undefined): GoalCheck[] {
  return r ? p95Goals('article list', ARTICLE_P95_MS[backend] ?? 50, backend, concurrency, r.lists) : [];
}

/** The article list table (bench/articleScenarios.ts). */
export function articleSection(r: ArticleResults | undefined): string[] {
  if (!r) return [];
  return [
    `Articles (costume stock): ${r.count.toLocaleString('en')} articles from the demo generator (\`seedStockLookups\` + \`seedArticles\`) added in ${(r.seedMs / 1000).toFixed(1)} s; \`GET /api/articles\` (10 rows and the total) as the level-1 account:`,
    '',
    ...latencyTable(r.lists),
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
  const sections = results.map((r) => ({ backend: r.backend, load: r.load, lines: articleSection(r.articles) }));
  return partialReport('Benchmarks: article list only (`npm run bench -- --only=articles`)', machine(options, postgresVersion), skipped, goals, sections);
}
