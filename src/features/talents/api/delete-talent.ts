import { apiPath, http } from "../../../client/lib/http";
import type { MessageResponse } from "../../../contract/common";

/** DELETE /talent/:id; 409 with a message while orders use the talent. */
export const deleteTalent = (id: number) =>
  http.delete<MessageResponse>(apiPath("/talent/:id", { id }));
