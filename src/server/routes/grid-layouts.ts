// GET/PUT/DELETE /grid-layouts/:grid: the signed-in user's own layout only (the user id comes
// from the token, never from the request).
import type { App } from "../types";
import { gridLayoutsApi } from "../../contract/api/grid-layouts";
import { deleteLayout, getLayout, saveLayout } from "../../db/repositories/grid-layouts";
import { implement } from "./implement";

export default async function gridLayoutsRoutes(app: App) {
  implement(app, gridLayoutsApi, {
    get: async (req) => ({ data: await getLayout(app.db, req.user.id, req.params.grid) }),
    save: async (req) => {
      await saveLayout(app.db, req.user.id, req.params.grid, req.body);
      return { data: req.body };
    },
    reset: async (req) => {
      await deleteLayout(app.db, req.user.id, req.params.grid);
      return { message: "Kolom dikembalikan ke bawaan" };
    },
  });
}
