// The import wizard's server calls as mutations (preview, import, undo) and the list of past
// batches; the wizard calls them, never fetch. The last column mapping is kept per user in
// localStorage.
import { atomWithMutation } from "../../client/lib/query-client";
import { invalidateAfter } from "../../client/lib/invalidation";
import { createListAtoms } from "../../client/lib/list-atoms";
import type { ImportBatch } from "../../contract/imports";
import {
  downloadFailedRows,
  importOrders,
  listImports,
  undoImport,
  type ImportChoices,
  type ImportSource,
} from "./api/imports";
import { saveBlob } from "../../components/download";
import { paths } from "../../client/lib/paths";

type Ask = { source: ImportSource; choices: Omit<ImportChoices, "dryRun"> };

export const previewAtom = atomWithMutation(() => ({
  mutationFn: ({ source, choices }: Ask) => importOrders(source, { ...choices, dryRun: true }),
}));

export const runImportAtom = atomWithMutation(() => ({
  mutationFn: ({ source, choices }: Ask) => importOrders(source, { ...choices, dryRun: false }),
  onSuccess: () => invalidateAfter("order", "talent", "service"),
}));

export const undoImportAtom = atomWithMutation(() => ({
  mutationFn: (id: number) => undoImport(id),
  onSuccess: () => invalidateAfter("order"),
}));

/** 'Riwayat impor': the past batches, newest first (the wizard's tab: state in atoms only). */
export const importHistory = createListAtoms<ImportBatch>({
  key: "imports",
  defaultSize: 10,
  fetch: async (p) => {
    const res = await listImports(p.page, p.size);
    return { rows: res.result, totalRows: res.totalRows };
  },
});

/** The orders grid holding one batch's orders. */
export const batchOrders = (id: number) => ({
  pathname: paths.orders.pattern,
  search: new URLSearchParams({ import_id: String(id) }).toString(),
});

export async function saveFailedRows(id: number) {
  const { blob, fileName } = await downloadFailedRows(id);
  saveBlob(blob, fileName ?? `impor-${id}-gagal.xlsx`);
}

const mappingKey = (userId: number | undefined) => `kt-import-mapping:${userId ?? 0}`;

/** The last mapping this user chose (header → field). */
export function rememberedMapping(userId: number | undefined): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(mappingKey(userId)) ?? "{}") as Record<string, string>;
  } catch {
    return {};
  }
}

export function rememberMapping(userId: number | undefined, mapping: Record<string, string>) {
  localStorage.setItem(mappingKey(userId), JSON.stringify(mapping));
}
