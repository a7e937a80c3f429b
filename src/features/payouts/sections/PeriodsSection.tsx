// 'Periode' on the kas screen (a section of its page, client/lib/page-sections.ts): each month
// with its state; the owner closes a month once it is reconciled (its orders, tips, refunds, kas
// and payouts are then frozen, RULES.md D9) and reopens it with a reason. Admins see the states
// only.
import { Suspense, lazy, useState, useRef } from "react";
import { Button, HTMLTable, Tag } from "@blueprintjs/core";
import { useAtomValue } from "jotai";
import { currentUserAtom } from "../../../client/lib/session";
import { invalidateAfter } from "../../../client/lib/invalidation";
import { formatDateTime } from "../../../client/lib/format";
import { toast } from "../../../client/lib/toast";
import { serverMessage, useOneAtATime } from "../../../components/feedback";
import { monthLabel } from "../../../contract/payout-values";
import { closePeriod } from "../api/periods";
import { periodsAtom } from "../atoms";

// the form kit loads when the dialog opens (bundle budget)
const ReopenPeriodDialog = lazy(() =>
  import("./ReopenPeriodDialog").then((m) => ({ default: m.ReopenPeriodDialog })),
);
const ClosePeriodAlert = lazy(() =>
  import("./ClosePeriodAlert").then((m) => ({ default: m.ClosePeriodAlert })),
);

export default function PeriodsSection() {
  const periods = useAtomValue(periodsAtom);
  const owner = useAtomValue(currentUserAtom)?.role === "owner";
  const [closing, setClosing] = useState<string | null>(null);
  // mounted from the first 'Tutup' on, so the alert keeps its closing transition
  const [closeOpened, setCloseOpened] = useState(false);
  // the button that opened the alert takes the focus back when it has closed
  const opener = useRef<HTMLElement | null>(null);
  const [reopening, setReopening] = useState<string | null>(null);
  const { busy, run } = useOneAtATime();

  const close = () =>
    run(async () => {
      if (!closing) return;
      try {
        await closePeriod(closing);
        toast.success(`Periode ${monthLabel(closing)} ditutup`);
        await invalidateAfter("period");
      } catch (err) {
        toast.error(serverMessage(err));
      } finally {
        setClosing(null);
      }
    });

  return (
    <section aria-labelledby="kt-periods-title" style={{ marginTop: 24, maxWidth: 760 }}>
      <h2 id="kt-periods-title" style={{ fontSize: 16, margin: "0 0 8px" }}>
        Periode
      </h2>
      <HTMLTable compact striped aria-label="Periode" style={{ width: "100%" }}>
        <thead>
          <tr>
            <th>Bulan</th>
            <th>Status</th>
            <th>Ditutup</th>
            {owner && <th>Aksi</th>}
          </tr>
        </thead>
        <tbody>
          {(periods.data ?? []).map((p) => (
            <tr key={p.month} data-month={p.month}>
              <td>{monthLabel(p.month)}</td>
              <td>
                {p.closed ? (
                  <Tag intent="warning" icon="lock">
                    Ditutup
                  </Tag>
                ) : (
                  <Tag minimal>Terbuka</Tag>
                )}
              </td>
              <td>
                {p.closed ? `${formatDateTime(p.closed_at)} oleh ${p.closed_by_name ?? "-"}` : "-"}
              </td>
              {owner && (
                <td>
                  {p.closed ? (
                    <Button
                      small
                      icon="unlock"
                      text="Buka Kembali"
                      aria-label={`Buka kembali ${monthLabel(p.month)}`}
                      onClick={() => setReopening(p.month)}
                    />
                  ) : (
                    <Button
                      small
                      icon="lock"
                      text="Tutup"
                      aria-label={`Tutup ${monthLabel(p.month)}`}
                      onClick={(e) => {
                        opener.current = e.currentTarget;
                        setCloseOpened(true);
                        setClosing(p.month);
                      }}
                    />
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </HTMLTable>
      <Suspense fallback={null}>
        {closeOpened && (
          <ClosePeriodAlert
            month={closing}
            busy={busy}
            onConfirm={() => void close()}
            onCancel={() => setClosing(null)}
            onClosed={() => opener.current?.focus()}
          />
        )}
        {reopening && <ReopenPeriodDialog month={reopening} onClose={() => setReopening(null)} />}
      </Suspense>
    </section>
  );
}
