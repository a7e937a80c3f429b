import { call } from "../../../client/lib/call";
import { talentCategoriesApi, talentsApi } from "../../../contract/api/talents";
import type {
  Talent,
  TalentCategory,
  UpdateCategoryBody,
  UpdateTalentBody,
} from "../../../contract/talents";
import type { RowValues } from "../../../components/server-grid/spreadsheet";

/** PUT /talent/:id's body for a row with some cells changed (fields left out are kept). */
export function talentCellBody(row: Talent, values: Record<string, unknown>): UpdateTalentBody {
  const category = values.talent_categories_id;
  return {
    ...values,
    ...(category === undefined ? {} : { talent_categories_id: Number(category) }),
    version: row.version,
  } as UpdateTalentBody;
}

/** PUT /talentCategories/:id's body: the name is required, so the row's own goes along. */
export const categoryCellBody = (row: TalentCategory, values: Record<string, unknown>) =>
  ({ name: row.name, version: row.version, ...values }) as UpdateCategoryBody;

/** POST /talent/cells: a paste (or its undo) over several talents, all or none; new versions. */
export async function saveTalentCells(rows: RowValues<Talent>[]) {
  const body = rows.map(({ row, values }) => ({ id: row.id, body: talentCellBody(row, values) }));
  return (await call(talentsApi.cells, { body: { rows: body } })).rows.map((r) => r.version);
}

/** POST /talentCategories/cells: the same over several categories. */
export async function saveCategoryCells(rows: RowValues<TalentCategory>[]) {
  const body = rows.map(({ row, values }) => ({ id: row.id, body: categoryCellBody(row, values) }));
  return (await call(talentCategoriesApi.cells, { body: { rows: body } })).rows.map(
    (r) => r.version,
  );
}
