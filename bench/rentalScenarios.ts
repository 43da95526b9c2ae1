import type { ServerProcess } from './backends';
import { httpClient, type HttpClient } from './http';
import { runLoad } from './load';
import type { BenchOptions } from './options';
import type { GetScenarioResult } from './projectScenarios';
import type { RentalFixture } from './protocol';
import { signInAs } from './scenarios';

export interface RentalResults {
  fixture: RentalFixture;
  calls: GetScenarioResult[];
}

const list = (filters: Record<string, unknown> | null, sort?: string) =>
  `/api/clothing/orders?${new URLSearchParams({ ...(filters ? { filters: JSON.stringify(filters) } : {}), ...(sort ? { sort } : {}) }).toString()}`;

/** The order list (spec 3 §2) with its filters and sorts, one order's detail, and the price of a 200-item order. */
function rentalScenarios(f: RentalFixture): { name: string; method: 'GET' | 'POST'; path: string; json?: unknown }[] {
  return [
    { name: 'order list, default filters (billed 0, canceled 0), newest first', method: 'GET', path: list(null) },
    { name: 'order list, billed, newest first', method: 'GET', path: list({ billed: 1, canceled: 0 }) },
    { name: 'order list, open and not returned, by return day', method: 'GET', path: list({ billed: 0, canceled: 0, returned: 0 }, 'toDt:asc') },
    { name: 'order list, every order by name', method: 'GET', path: list({ billed: null, canceled: null }, 'name:asc') },
    { name: 'order list, text "planken"', method: 'GET', path: list({ text: 'planken', billed: null, canceled: null }) },
    { name: 'order detail (10 items)', method: 'GET', path: `/api/order/${f.orderId}` },
    {
      name: `price of an order of ${f.priceArticleIds.length} items`,
      method: 'POST',
      path: '/api/orders/price',
      json: {
        startDt: new Date().toISOString().slice(0, 10),
        priceCategory: 2,
        periods: 2,
        items: f.priceArticleIds.map((articleId) => ({ articleId, amount: 1 })),
      },
    },
  ];
}

async function benchCalls(
  client: HttpClient,
  token: string,
  options: BenchOptions,
  f: RentalFixture,
  log: (line: string) => void,
): Promise<GetScenarioResult[]> {
  const headers = { authorization: `Bearer ${token}` };
  const results: GetScenarioResult[] = [];
  for (const scenario of rentalScenarios(f)) {
    log(`  rentals: ${scenario.name} …`);
    const send = () => client.request(scenario.method, scenario.path, { headers, json: scenario.json });
    const first = await send();
    if (first.status !== 200) throw new Error(`${scenario.name}: ${first.status} ${first.body.toString('utf8', 0, 300)}`);
    const sequential = await runLoad({ count: Math.ceil(options.requests / 2), concurrency: 1, warmup: 5, maxMs: 30_000 }, send);
    const concurrent = await runLoad({ count: options.requests, concurrency: options.concurrency, warmup: 0, maxMs: 30_000 }, send);
    results.push({ name: scenario.name, path: scenario.path, sequential, concurrent });
  }
  return results;
}

/** Rental orders at 5,000 orders / 50,000 items (added on demand), signed in as the level-1 account. */
export async function benchRentals(server: ServerProcess, options: BenchOptions, log: (line: string) => void): Promise<RentalResults> {
  log('  rentals: adding 5,000 articles and 5,000 orders of 10 items …');
  const fixture = await server.call('rental-data', {});
  log(`  rentals: data ready in ${(fixture.seedMs / 1000).toFixed(1)} s`);
  const client = httpClient(server.ready.url, options.concurrency);
  try {
    const token = await signInAs(client, server.ready.admin.email, server.ready.admin.password);
    return { fixture, calls: await benchCalls(client, token, options, fixture, log) };
  } finally {
    client.close();
  }
}
