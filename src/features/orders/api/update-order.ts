import type { z } from "zod";
import { call } from "../../../client/lib/call";
import { toMultipart } from "../../../components/form/multipart";
import { ordersApi } from "../../../contract/api/orders";
import type { updateOrderForm } from "../../../contract/orders";

/** PUT /order/updateOrder/:id as multipart; proof_image only when a new file was chosen. */
export const updateOrder = (id: number, values: z.output<typeof updateOrderForm>) =>
  call(ordersApi.update, { params: { id }, body: toMultipart(values) });
