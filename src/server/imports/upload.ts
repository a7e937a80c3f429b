// The one way POST /imports/orders is read: a multipart upload (the part `file` and the text
// fields of `importFormFields`) or a JSON pasted block (`importJsonBody`), both → the sheet's
// rows and the options. The file is at most IMPORT_LIMITS.fileBytes (400 beyond, in words).
import type { FastifyRequest } from "fastify";
import {
  IMPORT_LIMITS,
  IMPORT_MESSAGES,
  importFormFields,
  importJsonBody,
  type ImportOptions,
} from "../../contract/imports";
import { ORDER_MESSAGES } from "../../contract/orders";
import { parseForm } from "../forms";
import { HttpError, badRequest, fieldError } from "../http-error";
import { readSheet, type Sheet } from "./read-sheet";

const options = (
  o: {
    mapping?: Record<string, string>;
    create_missing?: boolean;
    mode?: "valid" | "all";
    dry_run?: boolean;
  },
  fileName: string,
): ImportOptions => ({
  mapping: o.mapping ?? {},
  createMissing: o.create_missing ?? false,
  mode: o.mode ?? "valid",
  dryRun: o.dry_run ?? false,
  fileName: fileName.slice(0, 200),
});

async function readParts(req: FastifyRequest) {
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; name: string } | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: IMPORT_LIMITS.fileBytes } })) {
      if (part.type === "file") {
        if (part.fieldname !== "file" || file) {
          part.file.resume();
          throw badRequest(
            file ? IMPORT_MESSAGES.oneFile : `Kunci tidak dikenali : "${part.fieldname}"`,
          );
        }
        file = { bytes: await part.toBuffer(), name: part.filename ?? "" };
        continue;
      }
      if (Object.hasOwn(fields, part.fieldname))
        throw fieldError(part.fieldname, "dikirim lebih dari sekali");
      fields[part.fieldname] =
        typeof part.value === "string" ? part.value : JSON.stringify(part.value);
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") throw badRequest(IMPORT_MESSAGES.tooLarge);
    if (code === "FST_FILES_LIMIT") throw badRequest(IMPORT_MESSAGES.oneFile);
    throw badRequest(ORDER_MESSAGES.multipartInvalid);
  }
  return { fields, file };
}

/** The upload's rows (header first) and what it asks for. */
export async function readImport(
  req: FastifyRequest,
): Promise<{ sheet: Sheet; opts: ImportOptions }> {
  if (!req.isMultipart()) {
    const body = parseForm(importJsonBody, req.body);
    return {
      sheet: { name: null, rows: body.rows, sheets: [] },
      opts: options(body, body.file_name ?? "tempel.tsv"),
    };
  }
  const { fields, file } = await readParts(req);
  const parsed = parseForm(importFormFields, fields);
  if (!file) throw fieldError("file", IMPORT_MESSAGES.noFile);
  return {
    sheet: await readSheet(file.bytes, file.name, parsed.sheet),
    opts: options(parsed, file.name),
  };
}
