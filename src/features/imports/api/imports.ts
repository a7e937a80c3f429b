import { call } from "../../../client/lib/call";
import { importsApi } from "../../../contract/api/imports";

/** What the wizard sends: a chosen file (multipart) or a pasted block (JSON rows). */
export type ImportSource = { kind: "file"; file: File } | { kind: "paste"; rows: string[][] };
export interface ImportChoices {
  mapping: Record<string, string>;
  createMissing: boolean;
  mode: "valid" | "all";
  dryRun: boolean;
  /** The .xlsx sheet to read; the server reads the first visible one without it. */
  sheet?: string;
}

/** POST /imports/orders: the preview (dry run) or the import itself. */
export function importOrders(source: ImportSource, c: ImportChoices) {
  if (source.kind === "paste") {
    return call(importsApi.orders, {
      body: {
        rows: source.rows,
        mapping: c.mapping,
        create_missing: c.createMissing,
        mode: c.mode,
        dry_run: c.dryRun,
      } as unknown as FormData,
    });
  }
  const body = new FormData();
  body.append("mapping", JSON.stringify(c.mapping));
  body.append("create_missing", String(c.createMissing));
  body.append("mode", c.mode);
  body.append("dry_run", String(c.dryRun));
  if (c.sheet) body.append("sheet", c.sheet);
  body.append("file", source.file, source.file.name);
  return call(importsApi.orders, { body });
}

/** GET /imports: one page of past batches, newest first. */
export const listImports = (page: number, limit: number) =>
  call(importsApi.list, { query: { page, limit } });

export const undoImport = (id: number) => call(importsApi.undo, { params: { id } });
export const downloadFailedRows = (id: number) => call(importsApi.errors, { params: { id } });
