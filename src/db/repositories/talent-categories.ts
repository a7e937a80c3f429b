import type { Queryable } from "../connection";
import type { TalentBrief, TalentCategory } from "../../contract/talents";
import {
  containsPattern,
  limitOffset,
  type PageRequest,
  orderBy,
  type SortRequest,
} from "./paging";

interface CategoryHead {
  id: number;
  name: string;
  description: string;
  version: number;
}

/** Talents of the given categories, ordered by id, with one query for the whole page. */
async function withTalents(db: Queryable, heads: CategoryHead[]): Promise<TalentCategory[]> {
  if (heads.length === 0) return [];
  const talents = await db.query<TalentBrief & { talent_categories_id: number }>(
    `SELECT id, name, talent_categories_id FROM talents
      WHERE talent_categories_id = ANY($1::int[]) ORDER BY id`,
    [heads.map((h) => h.id)],
  );
  return heads.map((h) => ({
    ...h,
    talents: talents
      .filter((t) => t.talent_categories_id === h.id)
      .map((t) => ({ id: t.id, name: t.name })),
  }));
}

// Search matches the category name or the name of one of its talents.
const WHERE = `WHERE c.name ILIKE $1 OR EXISTS (
  SELECT 1 FROM talents t WHERE t.talent_categories_id = c.id AND t.name ILIKE $1)`;

const SORT_COLUMNS = { id: "c.id", name: "c.name", description: "c.description" };

/** A page (or, with `limit: null`, every row) by id or the requested sort (id as tie-break). */
export async function listCategories(
  db: Queryable,
  search: string,
  page: PageRequest,
  sort?: SortRequest,
): Promise<{ rows: TalentCategory[]; totalRows: number }> {
  const like = containsPattern(search);
  const [{ n }] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM talent_categories c ${WHERE}`,
    [like],
  );
  const heads = await db.query<CategoryHead>(
    `SELECT c.id, c.name, c.description, c.version FROM talent_categories c ${WHERE}
      ${orderBy(sort, SORT_COLUMNS, "c.id")} LIMIT $2 OFFSET $3`,
    [like, ...limitOffset(page)],
  );
  return { rows: await withTalents(db, heads), totalRows: n };
}

export async function findCategory(
  db: Queryable,
  id: number,
  opts: { lock?: boolean } = {},
): Promise<TalentCategory | undefined> {
  // FOR UPDATE inside a transaction: concurrent edits of one category run one after another.
  const heads = await db.query<CategoryHead>(
    `SELECT id, name, description, version FROM talent_categories WHERE id = $1${opts.lock ? " FOR UPDATE" : ""}`,
    [id],
  );
  return heads.length ? (await withTalents(db, heads))[0] : undefined;
}

export async function categoryExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query("SELECT 1 FROM talent_categories WHERE id = $1", [id])).length > 0;
}

export async function insertCategory(
  db: Queryable,
  c: { name: string; description: string },
): Promise<TalentCategory> {
  const [row] = await db.query<CategoryHead>(
    `INSERT INTO talent_categories (name, description) VALUES ($1, $2)
     RETURNING id, name, description, version`,
    [c.name, c.description],
  );
  return { ...row, talents: [] };
}

/** `description` undefined keeps the current one. */
export async function updateCategory(
  db: Queryable,
  id: number,
  c: { name: string; description?: string },
): Promise<void> {
  await db.query(
    `UPDATE talent_categories SET name = $2, description = COALESCE($3, description),
       version = version + 1 WHERE id = $1`,
    [id, c.name, c.description ?? null],
  );
}

export async function deleteCategory(db: Queryable, id: number): Promise<void> {
  await db.query("DELETE FROM talent_categories WHERE id = $1", [id]);
}

/** How many talents the category holds and how many orders those talents have. */
export async function categoryUsage(
  db: Queryable,
  id: number,
): Promise<{ talents: number; orders: number }> {
  const [row] = await db.query<{ talents: number; orders: number }>(
    `SELECT (SELECT count(*)::int FROM talents WHERE talent_categories_id = $1) AS talents,
            (SELECT count(*)::int FROM orders o JOIN talents t ON t.id = o.talents_id
              WHERE t.talent_categories_id = $1) AS orders`,
    [id],
  );
  return row;
}
