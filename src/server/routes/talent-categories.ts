import type { App } from "../types";
import {
  CATEGORY_FILTERS,
  CATEGORY_MESSAGES as MSG,
  CATEGORY_PAGE_DEFAULT_LIMIT,
} from "../../contract/talents";
import { columnFilterValues } from "../../contract/column-filters";
import { talentCategoriesApi } from "../../contract/api/talents";
import * as categories from "../../db/repositories/talent-categories";
import { toPaged } from "../../db/repositories/paging";
import * as categoryCases from "../usecases/talent-categories";
import { notFound } from "../http-error";
import { sendCsv, toCsv } from "../csv";
import { implement } from "./implement";

/** /talentCategories: talent categories with their talents. Owners and admins alike. */
export default async function talentCategoriesRoutes(app: App) {
  implement(app, talentCategoriesApi, {
    // One call, two answers (spec section 7): paged for the grid when page or limit is sent,
    // every category as `{ result }` for pickers otherwise.
    list: async (req) => {
      const { search, page, limit } = req.query;
      const sort = { by: req.query.sort_by, dir: req.query.sort_order };
      const filters = columnFilterValues(req.query, CATEGORY_FILTERS);
      if (page === undefined && limit === undefined) {
        const all = await categories.listCategories(
          app.db,
          search,
          { page: 0, limit: null },
          sort,
          filters,
        );
        return { result: all.rows };
      }
      const p = { page: page ?? 0, limit: limit ?? CATEGORY_PAGE_DEFAULT_LIMIT };
      const { rows, totalRows } = await categories.listCategories(app.db, search, p, sort, filters);
      return toPaged(rows, totalRows, p);
    },

    byId: async (req) => {
      const category = await categories.findCategory(app.db, req.params.id);
      if (!category) throw notFound(MSG.notFound);
      return { result: category };
    },

    create: async (req) => {
      const result = await categoryCases.createCategory(app.db, req.user.id, req.body);
      return { message: MSG.created, result };
    },

    update: async (req) => {
      const result = await categoryCases.updateCategory(
        app.db,
        req.user.id,
        req.params.id,
        req.body,
      );
      return { message: MSG.updated, result };
    },

    remove: async (req) => {
      await categoryCases.deleteCategory(app.db, req.user.id, req.params.id);
      return { message: MSG.deleted };
    },

    exportCsv: async (req, reply) => {
      const { rows } = await categories.listCategories(app.db, req.query.search, {
        page: 0,
        limit: null,
      });
      const csv = toCsv(
        ["No", "Kategori", "Talent", "Deskripsi"],
        rows.map((c, i) => [i + 1, c.name, c.talents.map((t) => t.name).join(", "), c.description]),
      );
      return sendCsv(reply, "kategori-talent.csv", csv);
    },
  });
}
