// The one way a route reads a form with a proof image (orders, payouts): the multipart parts
// (or a JSON body with the same text fields), the text fields validated by the contract's
// schema, then the image checked by its header and re-encoded in the image queue (images.ts).
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "../contract/common";
import { ORDER_MESSAGES } from "../contract/orders";
import { HttpError, badRequest, fieldError } from "./http-error";
import { checkProofImage, reencodeProofImage, type ProofImage } from "./images";

const IMAGE_FIELD = "proof_image";

interface RawForm {
  fields: Record<string, unknown>;
  image?: Buffer;
}

/** Multipart errors the user can cause, worded for the form (400, not the plugin's 413). */
const MULTIPART_ERRORS: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: ORDER_MESSAGES.imageTooLarge,
  FST_FILES_LIMIT: ORDER_MESSAGES.onlyOneImage,
};

/**
 * Text fields as strings plus at most one `proof_image` file. JSON bodies (API clients) carry
 * the same text fields and no file. Zod rejects unknown text fields afterwards.
 */
async function readForm(req: FastifyRequest): Promise<RawForm> {
  if (!req.isMultipart()) {
    const body = req.body;
    if (typeof body !== "object" || body === null || Array.isArray(body))
      throw badRequest("Body harus berupa multipart/form-data atau objek JSON");
    return { fields: body as Record<string, unknown> };
  }
  const form: RawForm = { fields: {} };
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
        throw fieldError(IMAGE_FIELD, ORDER_MESSAGES.imageField);
      }
      if (Object.hasOwn(form.fields, name)) throw fieldError(name, "dikirim lebih dari sekali");
      if (part.valueTruncated) throw fieldError(name, "terlalu panjang");
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

/**
 * Validates a multipart (or JSON) form with a contract schema. The error carries `validation`
 * like Fastify's own schema errors, so the errors plugin words it the same way ("field: ...").
 */
export function parseForm<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  throw Object.assign(new Error("validation"), {
    statusCode: 400,
    validation: result.error.issues.map((issue) => ({ params: { issue } })),
  });
}

/**
 * The form's fields as `schema` parses them and its image, if any, ready to store. The order
 * of the checks is the cheap one first: the parts, the fields, the image's header, and only
 * then the decode, which waits its turn in the image queue (IMAGE_WORKERS, 503 when full).
 */
export async function readImageForm<S extends z.ZodType>(
  app: Pick<FastifyInstance, "imageQueue">,
  req: FastifyRequest,
  schema: S,
): Promise<{ input: z.output<S>; image?: ProofImage }> {
  const form = await readForm(req);
  const input = parseForm(schema, form.fields);
  const bytes = form.image;
  if (!bytes) return { input };
  const ext = await checkProofImage(bytes);
  return { input, image: await app.imageQueue.run(() => reencodeProofImage(bytes, ext)) };
}
