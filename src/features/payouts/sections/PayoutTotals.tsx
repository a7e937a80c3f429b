// On the summary (a section of its page, client/lib/page-sections.ts): what talents and admins
// are owed over the summary's range, what was paid and what is still owed (RULES.md D9).
import { useAtomValue } from "jotai";
import { useRangeSection } from "../../../client/lib/page-sections";
import { FigureCard, FigureCards } from "../../../components/report/FigureCard";
import { payoutTotals } from "../atoms";

const FIGURES = [
  ["Total Hutang", "owed"],
  ["Sudah Dibayar", "paid"],
  ["Sisa Hutang", "outstanding"],
  // paid past what periods owed: apart, never netted against what others are owed (RULES.md D9)
  ["Lebih Bayar", "overpaid"],
] as const;

export default function PayoutTotals() {
  const range = useRangeSection();
  const totals = useAtomValue(payoutTotals(`${range.start}|${range.end}`));
  return (
    <>
      <h2>Pembayaran talent dan admin</h2>
      <FigureCards min={190}>
        {FIGURES.map(([label, key]) => (
          <FigureCard
            key={key}
            label={label}
            value={totals.data?.[key] ?? 0}
            money
            loading={totals.isPending}
            strong={key === "outstanding"}
            testId={`summary-payout-${key}`}
          />
        ))}
      </FigureCards>
    </>
  );
}
