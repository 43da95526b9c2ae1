import type { LoadResult } from './load';
import { ms } from './stats';

/** One goal of the report: what was promised, on which backend, whether it held, and the figure. */
export interface GoalCheck {
  goal: string;
  backend: string;
  met: boolean;
  detail: string;
}

/** A scenario measured one request at a time and at N at once. */
export interface MeasuredCall {
  name: string;
  sequential: LoadResult;
  concurrent: LoadResult;
}

export const row = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;

/**
 * The latency table of measured calls: p50/p95/p99 alone and at N at once, throughput, errors.
 * `extra` adds one column after the name (the search's "found").
 */
export function latencyTable<T extends MeasuredCall>(calls: readonly T[], extra?: { header: string; value: (call: T) => string | number }): string[] {
  const head = ['scenario', ...(extra ? [extra.header] : []), 'p50', 'p95', 'p99', 'p50 c=N', 'p95 c=N', 'p99 c=N', 'req/s c=N', 'errors'];
  return [
    row(head),
    row(head.map((_, i) => (i === 0 || (extra && i === 1) ? '---' : '---:'))),
    ...calls.map((l) =>
      row([
        l.name,
        ...(extra ? [extra.value(l)] : []),
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

/** The p95 goal of a group of calls, alone and at N at once, and that none failed. */
export function p95Goals(label: string, limit: number, backend: string, concurrency: number, calls: readonly MeasuredCall[]): GoalCheck[] {
  if (!calls.length) return [];
  const worst = (pass: 'sequential' | 'concurrent') =>
    calls.reduce((w, l) => (l[pass].p95 > w.p95 ? { p95: l[pass].p95, name: l.name } : w), { p95: 0, name: '' });
  const [alone, loaded] = [worst('sequential'), worst('concurrent')];
  const errors = calls.reduce((n, l) => n + l.sequential.errors + l.concurrent.errors, 0);
  return [
    { goal: `${label} p95 ≤ ${limit} ms, one request at a time`, backend, met: alone.p95 <= limit, detail: `worst ${ms(alone.p95)} ms (${alone.name})` },
    { goal: `${label} p95 ≤ ${limit} ms, ${concurrency} at a time`, backend, met: loaded.p95 <= limit, detail: `worst ${ms(loaded.p95)} ms (${loaded.name})` },
    { goal: `${label}: no failed requests`, backend, met: errors === 0, detail: `${errors} errors` },
  ];
}

/** One backend's part of a partial report (`--only=…`). */
export interface PartialSection {
  backend: string;
  load: [number, number];
  /** Said after the load average (what was seeded, as whom). */
  note?: string;
  lines: string[];
}

/** The report of a partial run: title, machine facts, the goals, then one section per backend. */
export function partialReport(title: string, facts: string[], skipped: string[], goals: GoalCheck[], sections: PartialSection[]): string {
  return [
    `# ${title}`,
    '',
    ...facts,
    ...skipped.map((s) => `- Skipped: ${s}`),
    '',
    ...(goals.length
      ? [
          row(['goal', 'backend', 'result', 'measured']),
          row(['---', '---', '---', '---']),
          ...goals.map((g) => row([g.goal, g.backend, g.met ? 'met' : '**missed**', g.detail])),
          '',
        ]
      : []),
    ...sections.flatMap((s) => [
      `### ${s.backend === 'pglite' ? 'PGlite' : 'PostgreSQL'}`,
      '',
      `Machine load average (1 min) ${s.load[0].toFixed(1)} before the scenarios, ${s.load[1].toFixed(1)} after.${s.note ? ` ${s.note}` : ''}`,
      '',
      ...s.lines,
    ]),
  ].join('\n');
}
