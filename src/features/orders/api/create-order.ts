import type { z } from "zod";
import { call } from "../../../client/lib/call";
import { toMultipart } from "../../../components/form/multipart";
import { ordersApi } from "../../../contract/api/orders";
import type { createOrderForm } from "../../../contract/orders";

/** POST /order/createOrder as multipart (RULES.md S3): tips as JSON text, the proof image as a file. */
export const createOrder = (values: z.output<typeof createOrderForm>) =>
  call(ordersApi.create, { body: toMultipart(values) });
