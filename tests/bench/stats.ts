// Latency statistics and the printed table of the benchmark.

export interface Stats {
  n: number;
  p50: number;
  p95: number;
  max: number;
  mean: number;
}

/** Nearest-rank percentile of sorted samples. */
export function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function summarize(samples: number[]): Stats {
  const s = [...samples].sort((a, b) => a - b);
  const round = (x: number) => Math.round(x * 10) / 10;
  return {
    n: s.length,
    p50: round(percentile(s, 50)),
    p95: round(percentile(s, 95)),
    max: round(s[s.length - 1] ?? NaN),
    mean: round(s.reduce((a, b) => a + b, 0) / (s.length || 1)),
  };
}

/**
 * Runs `fn` `warmup` times unmeasured, then until `iterations` samples or `budgetMs` spent
 * (but at least `min` samples). Answers milliseconds per call.
 */
export async function sample(
  fn: () => Promise<unknown>,
  opts: { warmup: number; iterations: number; min: number; budgetMs: number },
): Promise<number[]> {
  for (let i = 0; i < opts.warmup; i++) await fn();
  const out: number[] = [];
  const started = performance.now();
  while (
    out.length < opts.iterations &&
    (out.length < opts.min || performance.now() - started < opts.budgetMs)
  ) {
    const t = performance.now();
    await fn();
    out.push(performance.now() - t);
  }
  return out;
}

const pad = (s: string, n: number, right = false) => (right ? s.padStart(n) : s.padEnd(n));

/** A plain-text table; numeric-looking columns are right-aligned. */
export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const numeric = headers.map((_h, i) => rows.every((r) => /^[-\d.,%× ]*$/.test(r[i])));
  const line = (cells: string[]) => cells.map((c, i) => pad(c, widths[i], numeric[i])).join("  ");
  return [line(headers), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

export const ms = (x: number | undefined) =>
  x === undefined || Number.isNaN(x) ? "-" : x >= 100 ? x.toFixed(0) : x.toFixed(1);
