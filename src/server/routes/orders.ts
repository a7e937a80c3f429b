import type { FastifyRequest } from "fastify";
import type { App } from "../types";
import { ORDER_MESSAGES, createOrderFields, updateOrderFields } from "../../contract/orders";
import { ordersApi } from "../../contract/api/orders";
import { totalOrders } from "../../db/repositories/orders-list";
import { nextOrderNumber } from "../../db/repositories/orders";
import * as orderCases from "../usecases/orders";
import { bulkOrders } from "../usecases/order-bulk";
import { HttpError, badRequest } from "../http-error";
import { implement } from "./implement";
import { checkProofImage, reencodeProofImage } from "../images";

const IMAGE_FIELD = "proof_image";

interface OrderForm {
  fields: Record<string, unknown>;
  image?: Buffer;
}

/** Multipart errors the user can cause, worded for the order form (400, not the plugin's 413). */
const MULTIPART_ERRORS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: ORDER_MESSAGES.imageTooLarge,
  FST_FILES_LIMIT: ORDER_MESSAGES.onlyOneImage,
};

/**
 * Text fields as strings plus at most one `proof_image` file. JSON bodies (API clients) carry
 * the same text fields and no file. Zod rejects unknown text fields afterwards.
 */
export async function readForm(req: FastifyRequest): Promise<OrderForm> {
  if (!req.isMultipart()) {
    const body = req.body;
    if (typeof body !== "object" || body === null || Array.isArray(body))
      throw badRequest("Body harus berupa multipart/form-data atau objek JSON");
    return { fields: body as Record<string, unknown> };
  }
  const form: OrderForm = { fields: {} };
  try {
    for await (const part of req.parts()) {
      if (part.type === "file") {
        if (part.fieldname !== IMAGE_FIELD) {
          part.file.resume();
          throw badRequest(`Kunci tidak dikenali : "${part.fieldname}"`);
        }
        const bytes = await part.toBuffer();
        // a browser sends an empty, unnamed part for an untouched file input
        if (bytes.length === 0 && !part.filename) continue;
        form.image = bytes;
        continue;
      }
      const name = part.fieldname;
      if (name === IMAGE_FIELD) {
        if (part.value === "") continue;
        throw badRequest(ORDER_MESSAGES.imageField);
      }
      if (Object.hasOwn(form.fields, name)) throw badRequest(`${name}: dikirim lebih dari sekali`);
      if (part.valueTruncated) throw badRequest(`${name}: terlalu panjang`);
      // a part sent as application/json arrives parsed; the schema wants the text back
      form.fields[name] = typeof part.value === "string" ? part.value : JSON.stringify(part.value);
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    // Anything else here is the parser refusing the body (no or wrong boundary, truncated part,
    // malformed header): the client's fault, a 400, never a 500.
    const message = MULTIPART_ERRORS[(err as { code?: string }).code ?? ""];
    if (!message) req.log.warn({ err }, "multipart refused");
    throw badRequest(message ?? ORDER_MESSAGES.multipartInvalid);
  }
  return form;
}

/** /order: the order write path and list; owners and admins alike. */
export default async function ordersRoutes(app: App) {
  /** Header checks first (cheap), then the decode waits its turn in the image queue. */
  const prepareImage = async (bytes: Buffer | undefined) => {
    if (!bytes) return undefined;
    const ext = await checkProofImage(bytes);
    return app.imageQueue.run(() => reencodeProofImage(bytes, ext));
  };

  implement(app, ordersApi, {
    create: async (req) => {
      const form = await readForm(req);
      const input = orderCases.parseForm(createOrderFields, form.fields);
      const image = await prepareImage(form.image);
      const data = await orderCases.createOrder(app.db, req.user, input, image);
      return { message: ORDER_MESSAGES.created, data };
    },

    byId: async (req) => ({ data: await orderCases.getOrder(app.db, req.params.id) }),

    update: async (req) => {
      const form = await readForm(req);
      const input = orderCases.parseForm(updateOrderFields, form.fields);
      const image = await prepareImage(form.image);
      const data = await orderCases.updateOrder(app.db, req.user.id, req.params.id, input, image);
      return { message: ORDER_MESSAGES.updated, data };
    },

    remove: async (req) => {
      await orderCases.deleteOrder(app.db, req.user, req.params.id);
      return { message: ORDER_MESSAGES.deleted };
    },

    bulk: async (req) => bulkOrders(app.db, req.user, req.body),

    list: async (req) => orderCases.listOrders(app.db, req.query),

    // A suggestion for the create form; the unique index still decides when two forms race.
    nextNumber: async () => ({ no_order: await nextOrderNumber(app.db) }),
    total: async () => ({ total: await totalOrders(app.db) }),
  });
}
