import { apiPath, http } from "../../../client/lib/http";
import type { MessageResponse } from "../../../contract/common";

/** DELETE /services/:id; 409 with a message while orders use it. */
export const deleteService = (id: number) =>
  http.delete<MessageResponse>(apiPath("/services/:id", { id }));
