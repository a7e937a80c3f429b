// 'Rate Talent & Admin' on the kas screen (RULES.md D3, decisions "under settings next to kas";
// RULES.md D6: owner only): the rates new orders take, their change (owner only: the server refuses
// anyone else) and, for the owner, the history of changes from the audit log. Orders keep the
// rates they were created with, so a change never rewrites history.
import { Suspense, lazy, useState } from "react";
import { Button, Card } from "@blueprintjs/core";
import { useAtomValue } from "jotai";
import { currentUserAtom } from "../../../client/lib/session";
import { AuditHistoryTable } from "../../../components/AuditHistoryTable";
import { ratesAtom, ratesHistoryAtom } from "../atoms";
import { percentText } from "./rates-text";

// the form kit loads when the dialog opens (bundle budget)
const EditRatesDialog = lazy(() =>
  import("./EditRatesDialog").then((m) => ({ default: m.EditRatesDialog })),
);

export function RatesSection() {
  const rates = useAtomValue(ratesAtom);
  const history = useAtomValue(ratesHistoryAtom);
  const owner = useAtomValue(currentUserAtom)?.role === "owner";
  const [editing, setEditing] = useState(false);
  const r = rates.data;
  const figure = (label: string, value: number | undefined, testId: string) => (
    <div>
      <div className="kt-figure-card-label">{label}</div>
      <div
        className={`kt-figure-card-value${r ? "" : " bp6-skeleton"}`}
        data-testid={testId}
        style={{ fontSize: 22 }}
      >
        {value === undefined ? "0%" : percentText(value)}
      </div>
    </div>
  );
  return (
    <section aria-labelledby="kt-rates-title" style={{ marginTop: 24, maxWidth: 760 }}>
      <h2 id="kt-rates-title" style={{ fontSize: 16, margin: "0 0 8px" }}>
        Rate Talent &amp; Admin
      </h2>
      <Card compact style={{ maxWidth: 520 }}>
        <div style={{ display: "flex", gap: 32, marginBottom: 8 }}>
          {figure("Rate Talent", r?.talent_rate, "rate-talent")}
          {figure("Rate Admin", r?.admin_rate, "rate-admin")}
        </div>
        <p className="muted" style={{ margin: "0 0 8px" }}>
          Berlaku untuk order baru; order yang sudah ada tetap memakai rate saat order dibuat.
        </p>
        {owner && (
          <Button
            icon="edit"
            intent="primary"
            text="Ubah Rate"
            disabled={!r}
            onClick={() => setEditing(true)}
          />
        )}
      </Card>
      {owner && (
        <>
          <h3 style={{ fontSize: 14, margin: "16px 0 8px" }}>Riwayat Perubahan Rate</h3>
          <AuditHistoryTable
            label="Riwayat rate"
            entries={history.data?.result ?? []}
            emptyText="Belum ada perubahan rate"
          />
        </>
      )}
      <Suspense fallback={null}>
        {editing && r ? <EditRatesDialog rates={r} onClose={() => setEditing(false)} /> : null}
      </Suspense>
    </section>
  );
}
