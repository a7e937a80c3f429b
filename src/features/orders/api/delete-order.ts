import { apiPath, http } from "../../../client/lib/http";
import type { MessageResponse } from "../../../contract/common";

/** DELETE /order/deleteOrder/:id; the rollup and the audit log follow in the same transaction. */
export const deleteOrder = (id: number) =>
  http.delete<MessageResponse>(apiPath("/order/deleteOrder/:id", { id }));
