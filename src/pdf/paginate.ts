// Explicit pages: react-pdf's automatic wrapping grows worse than linearly with table rows
// (stack-notes: 1,000 rows 5–7 s, 10,000 rows minutes), so rows are cut into fixed pages here
// and each page is rendered with wrap={false}.

/**
 * Rows split into pages of at most `perPage`; the last page keeps `lastPageRoom` rows free for
 * the totals and signatures (a page of its own when the rows fill it). Always ≥ 1 page.
 */
export function paginate<T>(rows: readonly T[], perPage: number, lastPageRoom: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < rows.length; i += perPage) pages.push(rows.slice(i, i + perPage));
  const last = pages.at(-1);
  if (!last) return [[]];
  if (last.length > perPage - lastPageRoom) pages.push([]);
  return pages;
}
