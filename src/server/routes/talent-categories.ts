import type { App } from "../types";
import { idParams } from "../../contract/common";
import {
  CATEGORY_MESSAGES as MSG,
  CATEGORY_PAGE_DEFAULT_LIMIT,
  createCategoryBody,
  exportSearchQuery,
  getAllCategoriesQuery,
  updateCategoryBody,
} from "../../contract/talents";
import * as categories from "../../db/repositories/talent-categories";
import { toPaged } from "../../db/repositories/paging";
import * as categoryCases from "../usecases/talent-categories";
import { notFound } from "../http-error";
import { sendCsv, toCsv } from "../csv";

/** /talentCategories: talent categories with their talents. Owners and admins alike. */
export default async function talentCategoriesRoutes(app: App) {
  // One hook for the whole file, so no route can forget it.
  app.addHook("onRequest", app.authenticate);

  // One call, two answers (spec section 7): paged for the grid when page or limit is sent,
  // every category as `{ result }` for pickers otherwise.
  app.get("/getAllCategories", { schema: { querystring: getAllCategoriesQuery } }, async (req) => {
    const { search, page, limit } = req.query;
    const sort = { by: req.query.sort_by, order: req.query.sort_order };
    if (page === undefined && limit === undefined) {
      const all = await categories.listCategories(app.db, search, { page: 0, limit: null }, sort);
      return { result: all.rows };
    }
    const p = { page: page ?? 0, limit: limit ?? CATEGORY_PAGE_DEFAULT_LIMIT };
    const { rows, totalRows } = await categories.listCategories(app.db, search, p, sort);
    return toPaged(rows, totalRows, p);
  });

  app.get("/getCategoriesById/:id", { schema: { params: idParams } }, async (req) => {
    const category = await categories.findCategory(app.db, req.params.id);
    if (!category) throw notFound(MSG.notFound);
    return { result: category };
  });

  app.post("/create", { schema: { body: createCategoryBody } }, async (req, reply) => {
    const result = await categoryCases.createCategory(app.db, req.user.id, req.body);
    return reply.status(201).send({ message: MSG.created, result });
  });

  app.put("/:id", { schema: { params: idParams, body: updateCategoryBody } }, async (req) => {
    const result = await categoryCases.updateCategory(app.db, req.user.id, req.params.id, req.body);
    return { message: MSG.updated, result };
  });

  app.delete("/:id", { schema: { params: idParams } }, async (req) => {
    await categoryCases.deleteCategory(app.db, req.user.id, req.params.id);
    return { message: MSG.deleted };
  });

  app.get("/export", { schema: { querystring: exportSearchQuery } }, async (req, reply) => {
    const { rows } = await categories.listCategories(app.db, req.query.search, {
      page: 0,
      limit: null,
    });
    const csv = toCsv(
      ["No", "Kategori", "Talent", "Deskripsi"],
      rows.map((c, i) => [i + 1, c.name, c.talents.map((t) => t.name).join(", "), c.description]),
    );
    return sendCsv(reply, "kategori-talent.csv", csv);
  });
}
