import type { App } from "../types";
import { CATEGORY_FILTERS, CATEGORY_MESSAGES as MSG } from "../../contract/talents";
import { talentCategoriesApi } from "../../contract/api/talents";
import * as categoryCases from "../usecases/talent-categories";
import { exportRoute } from "../export/list-export";
import { implement } from "./implement";
import { catalogEdits, catalogListQuery } from "./catalog";

/** /talentCategories: talent categories with their talents. Owners and admins alike. */
export default async function talentCategoriesRoutes(app: App) {
  implement(app, talentCategoriesApi, {
    // one call, two answers (spec section 7): a page, or every category for the pickers
    list: async (req) =>
      categoryCases.listCategories(
        app.db,
        catalogListQuery(req.query, req.query.search, CATEGORY_FILTERS),
      ),

    byId: async (req) => ({ result: await categoryCases.getCategory(app.db, req.params.id) }),

    create: async (req) => {
      const result = await categoryCases.createCategory(app.db, req.user.id, req.body);
      return { message: MSG.created, result };
    },

    ...catalogEdits(
      app.db,
      { update: categoryCases.updateCategory, remove: categoryCases.deleteCategory },
      MSG,
      (message, result) => ({ message, result }),
    ),

    exportCsv: exportRoute(app, "categories", {
      file: "kategori-talent",
      sheet: "Kategori Talent",
    }),
  });
}
