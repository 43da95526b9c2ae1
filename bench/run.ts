/**
 * `npm run bench`: for each backend, a fresh database with a generated organisation, the real
 * server on 127.0.0.1, bounded request loops per scenario, and a markdown report
 * (docs/benchmarks.md at full size). See bench/README.md.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { prepareWorkspace, startServerProcess } from './backends';
import { METHOD_NOTES } from './notes';
import { parseOptions } from './options';
import type { CopyResult } from './copyScenario';
import {
  checkGoals,
  checkRehearsalGoals,
  checkSearchGoals,
  renderCopyReport,
  renderRehearsalReport,
  renderRentalReport,
  renderReport,
  renderSearchReport,
} from './report';
import { benchRehearsals, type RehearsalResults } from './rehearsalScenarios';
import { benchRentals, type RentalResults } from './rentalScenarios';
import { benchArticles, type ArticleResults } from './articleScenarios';
import { checkArticleGoals, renderArticleReport } from './articleReport';
import { benchMessages, startBenchSmtp, type MessageResults } from './messageScenarios';
import { checkMessageGoals, renderMessageReport } from './messageReport';
import type { BackendResult, SearchScenarioResult } from './scenarios';
import { runCopyScenario, runScenarios, runSearchScenarios } from './scenarios';
import { benchWeb, renderWebReport, WEB_GOALS, writeWebSection } from './web';

const log = (line: string) => console.log(line);

async function postgresVersion(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return (await client.query<{ server_version: string }>('show server_version')).rows[0]!.server_version;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** `--only=web`: no database scenarios, the built app under Lighthouse (bench/web.ts). */
async function mainWeb(out: string | null, noWrite: boolean) {
  const results = await benchWeb(log);
  const report = renderWebReport(results);
  log(`\n${report}`);
  const file = noWrite ? null : (out ?? 'docs/benchmarks.md');
  if (file) {
    writeWebSection(path.resolve(file), report);
    log(`written to ${file}`);
  }
  const missed = results.filter((r) => r.performance < WEB_GOALS.performance || r.lcpMs > WEB_GOALS.lcpMs);
  if (missed.length) log(`goals missed: ${missed.map((r) => r.route).join(', ')}`);
}

async function main() {
  const options = parseOptions(process.argv.slice(2), process.env);
  if (options.only === 'web') return mainWeb(options.out, process.argv.includes('--no-write'));
  const started = performance.now();
  log(
    `Coulisse benchmark: ${options.size.users} users, ${options.size.projects} projects, ${options.size.registrations} registrations${options.quick ? ' (quick)' : ''}`,
  );
  const results: BackendResult[] = [];
  const searchOnly: { backend: string; load: [number, number]; search: SearchScenarioResult[] }[] = [];
  const rehearsalOnly: { backend: string; load: [number, number]; rehearsals: RehearsalResults }[] = [];
  const copyOnly: { backend: string; load: [number, number]; copies: CopyResult[] }[] = [];
  const rentalOnly: { backend: string; load: [number, number]; rentals: RentalResults }[] = [];
  const articleOnly: { backend: string; load: [number, number]; articles: ArticleResults }[] = [];
  const messageOnly: { backend: string; load: [number, number]; messages: MessageResults }[] = [];
  const skipped: string[] = [];
  for (const backend of options.backends) {
    const workspace = await prepareWorkspace(backend, options.postgresUrl);
    if ('skipped' in workspace) {
      log(`${backend}: skipped, ${workspace.skipped}`);
      skipped.push(workspace.skipped);
      continue;
    }
    try {
      log(`${backend}: generating the dataset and starting the server …`);
      // The messages scenario needs the workers and an SMTP peer to count what arrives.
      const smtp = options.only === 'messages' ? await startBenchSmtp() : null;
      const server = await startServerProcess(backend, workspace, options.size, options.signIns + 10, smtp ? { BENCH_WORKERS: '1', BENCH_SMTP_URL: smtp.url } : {});
      log(`${backend}: dataset ready in ${(server.ready.seedMs / 1000).toFixed(1)} s, server at ${server.ready.url}`);
      try {
        if (options.only === 'search') {
          const before = os.loadavg()[0]!;
          const search = await runSearchScenarios(server, options, log);
          searchOnly.push({ backend: server.ready.database, load: [before, os.loadavg()[0]!], search });
        } else if (options.only === 'rehearsals') {
          const before = os.loadavg()[0]!;
          const rehearsals = await benchRehearsals(server, options, log);
          rehearsalOnly.push({ backend: server.ready.database, load: [before, os.loadavg()[0]!], rehearsals });
        } else if (options.only === 'rentals') {
          const before = os.loadavg()[0]!;
          const rentals = await benchRentals(server, options, log);
          rentalOnly.push({ backend: server.ready.database, load: [before, os.loadavg()[0]!], rentals });
        } else if (options.only === 'articles') {
          const before = os.loadavg()[0]!;
          const articles = await benchArticles(server, options, log);
          articleOnly.push({ backend: server.ready.database, load: [before, os.loadavg()[0]!], articles });
        } else if (options.only === 'messages' && smtp) {
          const before = os.loadavg()[0]!;
          const messages = await benchMessages(server, smtp, options, log);
          messageOnly.push({ backend: server.ready.database, load: [before, os.loadavg()[0]!], messages });
        } else if (options.only === 'copy') {
          const before = os.loadavg()[0]!;
          const copies = await runCopyScenario(server, options, log);
          copyOnly.push({ backend: server.ready.database, load: [before, os.loadavg()[0]!], copies });
        } else results.push(await runScenarios(server, options, log));
      } finally {
        await server.stop();
        await smtp?.close();
      }
    } finally {
      await workspace.dispose();
    }
  }

  const version = options.backends.includes('postgres') ? await postgresVersion(options.postgresUrl) : null;
  const report =
    options.only === 'search'
      ? renderSearchReport(options, searchOnly, skipped, version)
      : options.only === 'rehearsals'
        ? renderRehearsalReport(options, rehearsalOnly, skipped, version)
        : options.only === 'copy'
          ? renderCopyReport(options, copyOnly, skipped, version)
          : options.only === 'rentals'
            ? renderRentalReport(options, rentalOnly, skipped, version)
            : options.only === 'articles'
              ? renderArticleReport(options, articleOnly, skipped, version)
              : options.only === 'messages'
                ? renderMessageReport(options, messageOnly, skipped, version)
                : renderReport(options, results, skipped, version, METHOD_NOTES);
  log(`\n${report}`);
  if (options.out) {
    fs.writeFileSync(path.resolve(options.out), report);
    log(`written to ${options.out}`);
  }
  log(`finished in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  const missed = [
    ...checkGoals(results),
    ...searchOnly.flatMap((r) => checkSearchGoals(r.backend, options.concurrency, r.search)),
    ...rehearsalOnly.flatMap((r) => checkRehearsalGoals(r.backend, options.concurrency, r.rehearsals)),
    ...articleOnly.flatMap((r) => checkArticleGoals(r.backend, options.concurrency, r.articles)),
    ...messageOnly.flatMap((r) => checkMessageGoals(r.backend, options.concurrency, r.messages)),
  ].filter((g) => !g.met);
  if (missed.length) log(`goals missed: ${missed.map((g) => `${g.goal} (${g.backend})`).join(', ')}`);
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
