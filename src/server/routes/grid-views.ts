// /grid-views/:grid: the user id and role come from the token, never from the request.
import type { App } from "../types";
import { gridViewsApi } from "../../contract/api/grid-views";
import { VIEW_MESSAGES } from "../../contract/grid-views";
import * as cases from "../usecases/grid-views";
import { implement } from "./implement";

export default async function gridViewsRoutes(app: App) {
  implement(app, gridViewsApi, {
    list: async (req) => ({ data: await cases.listViews(app.db, req.user, req.params.grid) }),
    create: async (req) => ({
      data: await cases.createView(app.db, req.user, req.params.grid, req.body),
    }),
    update: async (req) => ({
      data: await cases.updateView(app.db, req.user, req.params.grid, req.params.id, req.body),
    }),
    remove: async (req) => {
      await cases.deleteView(app.db, req.user, req.params.grid, req.params.id);
      return { message: VIEW_MESSAGES.deleted };
    },
  });
}
