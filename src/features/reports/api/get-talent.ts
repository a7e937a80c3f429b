import { apiPath, http } from "../../../client/lib/http";

/** GET /talent/getTalentById/:id → {data} (the report titles read data.name). */
export const getTalent = (id: number) =>
  http.get<{ data: { id: number; name: string } }>(apiPath("/talent/getTalentById/:id", { id }));
