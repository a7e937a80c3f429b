import type { z } from "zod";
import { apiPath, http } from "../../../client/lib/http";
import { toMultipart } from "../../../components/form/multipart";
import type { OrderSavedResponse, updateOrderForm } from "../../../contract/orders";

/** PUT /order/updateOrder/:id as multipart; proof_image only when a new file was chosen. */
export const updateOrder = (id: number, values: z.output<typeof updateOrderForm>) =>
  http.put<OrderSavedResponse>(apiPath("/order/updateOrder/:id", { id }), toMultipart(values));
