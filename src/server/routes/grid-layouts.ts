// GET/PUT/DELETE /grid-layouts/:grid: the signed-in user's own layout only (the user id comes
// from the token, never from the request).
import type { App } from "../types";
import { gridLayoutsApi } from "../../contract/api/grid-layouts";
import * as layoutCases from "../usecases/grid-layouts";
import { implement } from "./implement";

export default async function gridLayoutsRoutes(app: App) {
  implement(app, gridLayoutsApi, {
    get: async (req) => ({
      data: await layoutCases.getLayout(app.db, req.user.id, req.params.grid),
    }),
    save: async (req) => ({
      data: await layoutCases.saveLayout(app.db, req.user.id, req.params.grid, req.body),
    }),
    reset: async (req) => {
      await layoutCases.resetLayout(app.db, req.user.id, req.params.grid);
      return { message: "Kolom dikembalikan ke bawaan" };
    },
  });
}
