import type { z } from "zod";
import { http } from "../../../client/lib/http";
import { toMultipart } from "../../../components/form/multipart";
import type { OrderSavedResponse, createOrderForm } from "../../../contract/orders";

/** POST /order/createOrder as multipart (spec §3): tips as JSON text, the proof image as a file. */
export const createOrder = (values: z.output<typeof createOrderForm>) =>
  http.post<OrderSavedResponse>("/order/createOrder", toMultipart(values));
