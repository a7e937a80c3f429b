// Figure cards (tiles) above a list or report: a label and one server figure, with a Blueprint
// skeleton while it loads and '-' when it failed. Money figures pass `money` (Rp 1.500.000).
//   <FigureCards>
//     <FigureCard label="Total Uang Masuk" value={s?.total_uang_masuk} money loading={q.isPending} />
//   </FigureCards>
import { Card, Icon, type IconName } from "@blueprintjs/core";
import type { ReactNode } from "react";
import { formatNumber, formatRupiah } from "../../client/lib/format";
import "./report.css";

export interface FigureCardProps {
  label: string;
  value: number | null | undefined;
  money?: boolean;
  loading?: boolean;
  icon?: IconName;
  /** Accent of the icon (hex). */
  color?: string;
  testId?: string;
  /** Small text under the figure. */
  hint?: ReactNode;
  /** Emphasised (e.g. Sisa, Kas). */
  strong?: boolean;
}

export function FigureCard(props: FigureCardProps) {
  const { value, loading = false, color = "#2d72d2" } = props;
  const text =
    value === null || value === undefined
      ? loading
        ? "0"
        : "-"
      : props.money
        ? formatRupiah(value)
        : formatNumber(value);
  return (
    <Card
      className={`kt-figure-card${props.strong ? " kt-figure-card--strong" : ""}`}
      compact
      role="group"
      aria-label={props.label}
    >
      {props.icon && (
        <span className="kt-figure-card-icon" style={{ background: `${color}1a`, color }}>
          <Icon icon={props.icon} size={20} />
        </span>
      )}
      <div style={{ minWidth: 0 }}>
        <div className="kt-figure-card-label">{props.label}</div>
        <div
          className={`kt-figure-card-value${loading && value == null ? " bp6-skeleton" : ""}`}
          data-testid={props.testId}
          aria-busy={loading}
        >
          {text}
        </div>
        {props.hint && <div className="kt-figure-card-hint">{props.hint}</div>}
      </div>
    </Card>
  );
}

/** The responsive row of cards (as many columns as fit, at least `min` px each). */
export function FigureCards({ children, min = 200 }: { children: ReactNode; min?: number }) {
  return (
    <div
      className="kt-figure-cards"
      style={{ gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))` }}
    >
      {children}
    </div>
  );
}
