import type { Queryable } from "../connection";
import type { Talent, TalentBrief } from "../../contract/talents";
import { catalogReads } from "./list-page";

interface TalentRow extends Omit<Talent, "talent_categories"> {
  category_name: string | null;
}

const SOURCE = {
  from: "talents t LEFT JOIN talent_categories c ON c.id = t.talent_categories_id",
  columns: `t.id, t.name, t.gender, t.sp_status, t.talent_categories_id, t.phone, t.version,
    c.name AS category_name`,
  sortColumns: {
    id: "t.id",
    name: "t.name",
    gender: "t.gender",
    sp_status: "t.sp_status",
    talent_categories_id: "c.name",
  },
  id: "t.id",
  // the search matches the talent name or its category name
  search: (like: string) => `(t.name ILIKE ${like} OR c.name ILIKE ${like})`,
  filterColumns: {
    name: "t.name",
    gender: "t.gender",
    sp_status: "t.sp_status",
    talent_categories_id: "t.talent_categories_id",
  },
};
const SELECT = `SELECT ${SOURCE.columns} FROM ${SOURCE.from}`;

const toTalent = ({ category_name, ...r }: TalentRow): Talent => ({
  ...r,
  talent_categories:
    r.talent_categories_id === null || category_name === null
      ? null
      : { id: r.talent_categories_id, name: category_name },
});

const talents = catalogReads(SOURCE, (_db, rows: TalentRow[]) => rows.map(toTalent));

/** One page, ordered by id so pages never repeat or skip. */
export const listTalents = talents.list;

export async function findTalentName(db: Queryable, id: number): Promise<string | undefined> {
  const [row] = await db.query<{ name: string }>("SELECT name FROM talents WHERE id = $1", [id]);
  return row?.name;
}

/** Pickers (order form): every talent, by name then id. */
export async function listTalentsBrief(db: Queryable): Promise<TalentBrief[]> {
  return db.query<TalentBrief>("SELECT id, name FROM talents ORDER BY name, id");
}

export async function countTalents(db: Queryable): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM talents");
  return n;
}

export async function findTalent(db: Queryable, id: number): Promise<Talent | undefined> {
  const [row] = await db.query<TalentRow>(`${SELECT} WHERE t.id = $1`, [id]);
  return row && toTalent(row);
}

/**
 * Inside a transaction: lock the row so concurrent edits of one talent run one after another;
 * its version, undefined when there is no such talent.
 */
export async function lockTalent(db: Queryable, id: number): Promise<number | undefined> {
  const [row] = await db.query<{ version: number }>(
    "SELECT version FROM talents WHERE id = $1 FOR UPDATE",
    [id],
  );
  return row?.version;
}

export async function insertTalent(
  db: Queryable,
  t: {
    name: string;
    gender: Talent["gender"];
    talent_categories_id: number;
    phone?: string | null;
  },
): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO talents (name, gender, talent_categories_id, phone) VALUES ($1, $2, $3, $4)
     RETURNING id`,
    [t.name, t.gender, t.talent_categories_id, t.phone ?? null],
  );
  return row.id;
}

/** Fields left undefined keep their value; only the phone may be set to NULL (no number). */
export async function updateTalent(
  db: Queryable,
  id: number,
  t: Partial<
    Pick<Talent, "name" | "gender" | "sp_status" | "phone"> & { talent_categories_id: number }
  >,
): Promise<void> {
  await db.query(
    `UPDATE talents SET name = COALESCE($2, name), gender = COALESCE($3, gender),
            talent_categories_id = COALESCE($4, talent_categories_id),
            sp_status = COALESCE($5, sp_status),
            phone = CASE WHEN $6::boolean THEN $7 ELSE phone END, version = version + 1
      WHERE id = $1`,
    [
      ...[id, t.name ?? null, t.gender ?? null, t.talent_categories_id ?? null],
      ...[t.sp_status ?? null, t.phone !== undefined, t.phone ?? null],
    ],
  );
}

export async function deleteTalent(db: Queryable, id: number): Promise<void> {
  await db.query("DELETE FROM talents WHERE id = $1", [id]);
}

export async function countTalentOrders(db: Queryable, id: number): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM orders WHERE talents_id = $1",
    [id],
  );
  return n;
}
