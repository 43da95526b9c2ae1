/** Nearest-rank percentile of a sample, in the sample's unit. */
export function percentile(values: number[], p: number): number {
  if (!values.length) return Number.NaN;
  const sorted = values.slice().sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

/** Formats milliseconds for a table: one decimal below 100 ms, whole numbers above. */
export const ms = (v: number) => (Number.isNaN(v) ? '–' : v < 100 ? v.toFixed(1) : Math.round(v).toString());
