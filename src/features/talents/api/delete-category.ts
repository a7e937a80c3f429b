import { apiPath, http } from "../../../client/lib/http";
import type { MessageResponse } from "../../../contract/common";

/** DELETE /talentCategories/:id; 409 with a message while it still has talents. */
export const deleteCategory = (id: number) =>
  http.delete<MessageResponse>(apiPath("/talentCategories/:id", { id }));
