import type { Queryable } from "../connection";
import type { TalentBrief, TalentCategory } from "../../contract/talents";
import { catalogReads } from "./list-page";

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

const categories = catalogReads(
  {
    from: "talent_categories c",
    columns: "c.id, c.name, c.description, c.version",
    sortColumns: { id: "c.id", name: "c.name", description: "c.description" },
    id: "c.id",
    // the search matches the category name or the name of one of its talents
    search: (like) => `(c.name ILIKE ${like} OR EXISTS (
      SELECT 1 FROM talents t WHERE t.talent_categories_id = c.id AND t.name ILIKE ${like}))`,
    // the talents' names are joined by a line break, which a filter text cannot hold, so a match
    // never spans two names
    filterColumns: {
      name: "c.name",
      description: "c.description",
      talent: `(SELECT string_agg(t.name, chr(10)) FROM talents t WHERE t.talent_categories_id = c.id)`,
    },
  },
  withTalents,
);

/** One page by id or the requested sort (id as tie-break). */
export const listCategoryPage = categories.list;

/** Every category matching the search and filters, by id or the requested sort. */
export const listAllCategories = categories.listAll;

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
