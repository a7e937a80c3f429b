// Pure paging arithmetic of the grid footer (RULES.md S9: pages start at 0).

/** Number of pages for `totalRows` rows at `pageSize` per page (0 when there are no rows). */
export function pageCount(totalRows: number, pageSize: number): number {
  if (!(totalRows > 0) || !(pageSize > 0)) return 0;
  return Math.ceil(totalRows / pageSize);
}

/** One slot of the pager: a 0-based page number, or a gap ("…"). */
export type PagerSlot = { kind: "page"; page: number } | { kind: "gap"; key: string };

/**
 * The numbered buttons: always the first and last page, a window of `radius` pages either side of
 * the current one (kept full near the ends), and gaps where pages are skipped. A gap never hides
 * a single page: 1 … 3 becomes 1 2 3.
 */
export function pagerSlots(current: number, count: number, radius = 2): PagerSlot[] {
  if (count <= 0) return [];
  const width = 2 * radius + 1;
  let start = Math.max(0, current - radius);
  let end = Math.min(count - 1, current + radius);
  if (end - start + 1 < width) {
    if (start === 0) end = Math.min(count - 1, start + width - 1);
    else if (end === count - 1) start = Math.max(0, end - width + 1);
  }
  const pages = new Set<number>([0, count - 1]);
  for (let p = start; p <= end; p++) pages.add(p);
  // Fill one-page holes so a gap always stands for two or more pages.
  if (pages.has(2) && !pages.has(1)) pages.add(1);
  if (pages.has(count - 3) && !pages.has(count - 2)) pages.add(count - 2);
  const sorted = [...pages].filter((p) => p >= 0 && p < count).sort((a, b) => a - b);
  const slots: PagerSlot[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) slots.push({ kind: "gap", key: `gap-${sorted[i - 1]}` });
    slots.push({ kind: "page", page: p });
  });
  return slots;
}
