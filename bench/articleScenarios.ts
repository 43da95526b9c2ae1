import type { ServerProcess } from './backends';
import { httpClient } from './http';
import { runLoad } from './load';
import type { BenchOptions } from './options';
import type { GetScenarioResult } from './projectScenarios';
import type { ArticleFixture } from './protocol';
import { signInAs } from './scenarios';

export interface ArticleResults {
  count: number;
  seedMs: number;
  lists: GetScenarioResult[];
}

/** Article lists p95 on PostgreSQL (the brief's goal); PGlite gets the list goal. */
export const ARTICLE_P95_MS: Record<string, number> = { pglite: 100, postgres: 50 };

const list = (filters: Record<string, unknown> | null, sort?: string) =>
  `/api/articles?items=10${filters ? `&filters=${encodeURIComponent(JSON.stringify(filters))}` : ''}${sort ? `&sort=${sort}` : ''}`;

/**
 * The article list (spec 3 §2) with each filter at 50,000 articles: the padded number, text in
 * the description and tags (trigram index on search_text), each status, each lookup, a tag,
 * a combination, the description sort and a deep page.
 */
function articleScenarios(f: ArticleFixture): { name: string; path: string }[] {
  const number = String(Math.floor(f.lastNumber / 2)).padStart(6, '0');
  return [
    { name: 'first page, number order', path: list(null) },
    { name: `number "${number}" (one article)`, path: list({ number }) },
    { name: 'number "0123" (a range of numbers)', path: list({ number: '0123' }) },
    { name: 'text "mantel" (description)', path: list({ number: 'mantel' }) },
    { name: 'text "adellijke" (description, sorted by description)', path: list({ number: 'adellijke' }, 'description:asc') },
    { name: 'text "kraag" (a tag)', path: list({ number: 'kraag' }) },
    ...[1, 2, 3, 4, 5].map((status) => ({ name: `status ${status}`, path: list({ status }) })),
    { name: 'category', path: list({ category: f.categoryId }) },
    { name: 'size', path: list({ size: f.sizeId }) },
    { name: 'fabric', path: list({ fabric: f.fabricId }) },
    { name: 'pattern', path: list({ pattern: f.patternId }) },
    { name: 'colour', path: list({ color: f.colorId }) },
    { name: 'rack', path: list({ rack: f.rackId }) },
    { name: 'tag "processie"', path: list({ tags: 'processie' }) },
    { name: 'tags "monnik" + "kap"', path: list({ tags: ['monnik', 'kap'] }) },
    { name: 'rack + status 3 + colour', path: list({ rack: f.rackId, status: 3, color: f.colorId }) },
    { name: 'category + size, description order', path: list({ category: f.categoryId, size: f.sizeId }, 'description:asc') },
    { name: 'description order, first page', path: list(null, 'description:asc') },
    { name: 'deep offset 37,500', path: `${list(null)}&offset=37500` },
  ];
}

/** Every article list scenario as the level-1 account (the staff account holds no clothing rights). */
export async function benchArticles(server: ServerProcess, options: BenchOptions, log: (line: string) => void): Promise<ArticleResults> {
  const f = server.ready.articles;
  const client = httpClient(server.ready.url, options.concurrency);
  try {
    const token = await signInAs(client, server.ready.admin.email, server.ready.admin.password);
    const headers = { authorization: `Bearer ${token}` };
    const lists: GetScenarioResult[] = [];
    for (const scenario of articleScenarios(f)) {
      log(`  articles: ${scenario.name} …`);
      const send = () => client.request('GET', scenario.path, { headers });
      const first = await send();
      if (first.status !== 200) throw new Error(`${scenario.name}: ${first.status} ${first.body.toString('utf8', 0, 300)}`);
      const sequential = await runLoad({ count: Math.ceil(options.requests / 2), concurrency: 1, warmup: 5, maxMs: 30_000 }, send);
      const concurrent = await runLoad({ count: options.requests, concurrency: options.concurrency, warmup: 0, maxMs: 30_000 }, send);
      lists.push({ name: scenario.name, path: scenario.path, sequential, concurrent });
    }
    return { count: f.count, seedMs: f.seedMs, lists };
  } finally {
    client.close();
  }
}
