// 'Impor' on the orders page: a file or a pasted block → column mapping → preview (every
// refused cell marked, counts siap / salah / sudah ada, a filter to the bad rows, the money of
// each valid row) → import (valid rows or all-or-nothing) → result with the batch's orders,
// 'Unduh baris yang gagal' and 'Batalkan impor'. 'Riwayat impor' lists the past batches with
// the same actions. Calls go through the feature's atoms.
import { useState } from "react";
import { useAtomValue } from "jotai";
import { Link, useNavigate } from "react-router-dom";
import {
  Button,
  Callout,
  Checkbox,
  Dialog,
  DialogBody,
  DialogFooter,
  FileInput,
  HTMLSelect,
  ProgressBar,
  Radio,
  RadioGroup,
  Switch,
  Tab,
  Tabs,
  TextArea,
} from "@blueprintjs/core";
import { StaticGrid } from "../../../components/server-grid";
import { importPreviewColumns } from "../../../../grids/import-preview";
import { paths } from "../../../client/lib/paths";
import { currentUserAtom, isOwnerAtom } from "../../../client/lib/session";
import { errorMessage } from "../../../client/lib/http";
import { toast } from "../../../client/lib/toast";
import { useOneAtATime } from "../../../components/feedback";
import { parseDelimited } from "../../../contract/delimited";
import { IMPORT_FIELDS, IMPORT_HEADERS, type ImportPreview } from "../../../contract/imports";
import type { ImportSource } from "../api/imports";
import {
  batchOrders,
  previewAtom,
  rememberMapping,
  rememberedMapping,
  runImportAtom,
  saveFailedRows,
} from "../atoms";
import { ImportHistory } from "./ImportHistory";
import { UndoImport } from "./UndoImport";
import "./import.css";

type Result = { id: number; created: number; skipped: number; failed: number };

function SourceStep(p: { onSource: (s: ImportSource) => void; busy: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  const [pasted, setPasted] = useState("");
  return (
    <>
      <p>Pilih file .xlsx, .csv (pemisah ; atau ,) atau .tsv; atau tempel blok dari spreadsheet.</p>
      <FileInput
        fill
        text={file?.name ?? "Pilih file..."}
        buttonText="Pilih"
        inputProps={{ accept: ".xlsx,.csv,.tsv,.txt", "aria-label": "File impor" }}
        onInputChange={(e) => setFile(e.currentTarget.files?.[0] ?? null)}
      />
      <TextArea
        fill
        rows={6}
        aria-label="Blok yang ditempel"
        placeholder="Atau tempel di sini (baris pertama judul kolom)"
        value={pasted}
        onChange={(e) => setPasted(e.target.value)}
        style={{ marginTop: 12 }}
      />
      <Button
        intent="primary"
        text="Lanjut"
        loading={p.busy}
        disabled={!file && pasted.trim() === ""}
        style={{ marginTop: 12 }}
        onClick={() =>
          p.onSource(
            file ? { kind: "file", file } : { kind: "paste", rows: parseDelimited(pasted.trim()) },
          )
        }
      />
    </>
  );
}

function MappingRow(p: { header: string; field: string | null; onChange: (f: string) => void }) {
  return (
    <label className="kt-import-map">
      <span>{p.header}</span>
      <HTMLSelect
        aria-label={`Kolom ${p.header}`}
        value={p.field ?? ""}
        onChange={(e) => p.onChange(e.currentTarget.value)}
        options={[
          { value: "", label: "(abaikan)" },
          ...IMPORT_FIELDS.map((f) => ({ value: f, label: IMPORT_HEADERS[f][0] })),
        ]}
      />
    </label>
  );
}

function PreviewStep(p: {
  preview: ImportPreview;
  onMap: (header: string, field: string) => void;
  onSheet: (sheet: string) => void;
}) {
  const [badOnly, setBadOnly] = useState(false);
  const { counts } = p.preview;
  const rows = badOnly ? p.preview.rows.filter((r) => r.status === "error") : p.preview.rows;
  const created = Object.values(p.preview.created).flat();
  return (
    <>
      <div className="kt-import-maps">
        {p.preview.columns.map((c) => (
          <MappingRow
            key={c.header}
            header={c.header}
            field={c.field}
            onChange={(f) => p.onMap(c.header, f)}
          />
        ))}
      </div>
      {p.preview.sheets.length > 1 && (
        <div className="kt-import-maps">
          <label className="kt-import-map">
            <span>Sheet</span>
            <HTMLSelect
              aria-label="Sheet"
              value={p.preview.sheet ?? ""}
              onChange={(e) => p.onSheet(e.currentTarget.value)}
              options={p.preview.sheets}
            />
          </label>
        </div>
      )}
      <p data-testid="import-counts">
        <strong>{counts.ok}</strong> siap · <strong>{counts.error}</strong> salah ·{" "}
        <strong>{counts.duplicate}</strong> sudah ada
        {p.preview.sheet ? ` · sheet "${p.preview.sheet}"` : ""}
      </p>
      {created.length > 0 && <Callout intent="primary">Akan dibuat: {created.join(", ")}</Callout>}
      <Switch
        label="Hanya baris yang salah"
        checked={badOnly}
        onChange={() => setBadOnly((b) => !b)}
      />
      <StaticGrid
        ariaLabel="Pratinjau impor"
        columnDefs={importPreviewColumns}
        rows={rows}
        getRowId={(r) => String(r.line)}
        loading={false}
        maxHeight={360}
      />
    </>
  );
}

function ResultStep(p: { result: Result; onUndo: () => void }) {
  const r = p.result;
  return (
    <Callout intent={r.failed ? "warning" : "success"} title="Impor selesai">
      <p data-testid="import-result">
        {r.created} order diimpor · {r.skipped} sudah ada · {r.failed} gagal
      </p>
      <Link to={batchOrders(r.id)}>Lihat order hasil impor ini</Link>
      <div className="kt-import-actions">
        {r.failed > 0 && (
          <Button
            icon="download"
            text="Unduh baris yang gagal"
            onClick={() =>
              void saveFailedRows(r.id).catch((e) =>
                toast.error(errorMessage(e, "Gagal mengunduh")),
              )
            }
          />
        )}
        <Button icon="undo" intent="danger" text="Batalkan impor" onClick={p.onUndo} />
      </div>
    </Callout>
  );
}

export default function ImportDialog() {
  const navigate = useNavigate();
  const user = useAtomValue(currentUserAtom);
  const owner = useAtomValue(isOwnerAtom);
  const preview = useAtomValue(previewAtom);
  const run = useAtomValue(runImportAtom);
  const [undoing, setUndoing] = useState(false);
  const [source, setSource] = useState<ImportSource | null>(null);
  const [mapping, setMapping] = useState(() => rememberedMapping(user?.id));
  const [createMissing, setCreateMissing] = useState(false);
  const [mode, setMode] = useState<"valid" | "all">("valid");
  const [result, setResult] = useState<Result | null>(null);
  const [tab, setTab] = useState<"new" | "history">("new");
  const close = () => navigate(paths.orders.pattern);
  const [sheet, setSheet] = useState<string | undefined>();
  const choices = (m = mapping, sh = sheet) => ({ mapping: m, createMissing, mode, sheet: sh });
  const ask = (s: ImportSource, m = mapping, sh = sheet) => {
    setSource(s);
    setSheet(sh);
    preview.mutate({ source: s, choices: choices(m, sh) });
  };
  const remap = (header: string, field: string) => {
    const next = { ...mapping, [header]: field };
    setMapping(next);
    rememberMapping(user?.id, next);
    if (source) ask(source, next);
  };
  // a double click imports once (the second would answer "0 order diimpor · N sudah ada" over
  // the first's result); the error stays in the mutation's state, shown over the step
  const once = useOneAtATime();
  const doImport = () =>
    source &&
    void once.run(() =>
      run.mutateAsync({ source, choices: choices() }).then(
        (res) => "data" in res && setResult(res.data),
        () => undefined,
      ),
    );
  const shown = preview.data && "rows" in preview.data ? preview.data : undefined;
  const error = preview.error ?? run.error;
  const newImport = (
    <>
      {error ? <Callout intent="danger">{errorMessage(error, "Gagal mengimpor")}</Callout> : null}
      {result ? (
        <ResultStep result={result} onUndo={() => setUndoing(true)} />
      ) : shown && source ? (
        <PreviewStep preview={shown} onMap={remap} onSheet={(sh) => ask(source, mapping, sh)} />
      ) : (
        <SourceStep onSource={(s) => ask(s, mapping, undefined)} busy={preview.isPending} />
      )}
      {run.isPending && <ProgressBar intent="primary" aria-label="Mengimpor" />}
    </>
  );
  return (
    <Dialog isOpen onClose={close} title="Impor order" className="kt-import-dialog">
      <UndoImport
        batch={
          undoing && result
            ? { ...result, file_name: source?.kind === "file" ? source.file.name : undefined }
            : null
        }
        onClose={() => setUndoing(false)}
        onUndone={close}
      />
      <DialogBody>
        {/* each tab owns its panel, so the tab's aria-controls names a real element */}
        <Tabs
          id="kt-import-tabs"
          selectedTabId={tab}
          onChange={(t) => setTab(t as typeof tab)}
          renderActiveTabPanelOnly
        >
          <Tab id="new" title="Impor baru" panel={newImport} />
          <Tab id="history" title="Riwayat impor" panel={<ImportHistory />} />
        </Tabs>
      </DialogBody>
      {tab === "new" && !result && shown && (
        <DialogFooter
          actions={
            <>
              <Button text="Kembali" onClick={() => (preview.reset(), setSource(null))} />
              <Button
                intent="primary"
                text={`Impor ${shown.counts.ok} baris`}
                disabled={shown.counts.ok === 0}
                loading={run.isPending}
                onClick={doImport}
              />
            </>
          }
        >
          <RadioGroup
            inline
            selectedValue={mode}
            onChange={(e) => setMode(e.currentTarget.value as "valid" | "all")}
          >
            <Radio value="valid" label="Hanya baris yang siap" />
            <Radio value="all" label="Semua atau tidak sama sekali" />
          </RadioGroup>
          {owner && (
            <Checkbox
              label="Buat data yang belum ada"
              checked={createMissing}
              onChange={() => {
                setCreateMissing((c) => !c);
                if (source)
                  preview.mutate({
                    source,
                    choices: { ...choices(), createMissing: !createMissing },
                  });
              }}
            />
          )}
        </DialogFooter>
      )}
    </Dialog>
  );
}
