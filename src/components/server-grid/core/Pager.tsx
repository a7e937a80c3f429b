// Pager of the grid footer: first / previous, numbered pages around the current one (with the
// first and last always shown), next / last. Blueprint buttons; numbers are shown 1-based.
import { Button, ButtonGroup } from "@blueprintjs/core";
import { formatNumber } from "../../../client/lib/format";
import { pagerSlots } from "./paging";

export interface PagerProps {
  /** 0-based current page. */
  page: number;
  /** Total number of pages (the pager is only rendered when it is more than one). */
  pageCount: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
}

export function Pager({ page, pageCount, onPageChange, disabled = false }: PagerProps) {
  const go = (p: number) => {
    const target = Math.min(Math.max(p, 0), pageCount - 1);
    if (target !== page) onPageChange(target);
  };
  const atFirst = page <= 0;
  const atLast = page >= pageCount - 1;
  return (
    <nav aria-label="Navigasi halaman" className="kt-pager">
      <ButtonGroup size="small">
        <Button
          variant="outlined"
          icon="double-chevron-left"
          aria-label="Halaman pertama"
          title="Halaman pertama"
          disabled={disabled || atFirst}
          onClick={() => go(0)}
        />
        <Button
          variant="outlined"
          icon="chevron-left"
          aria-label="Halaman sebelumnya"
          title="Halaman sebelumnya"
          disabled={disabled || atFirst}
          onClick={() => go(page - 1)}
        />
        {pagerSlots(page, pageCount).map((slot) =>
          slot.kind === "gap" ? (
            <Button key={slot.key} variant="outlined" disabled aria-hidden tabIndex={-1} text="…" />
          ) : (
            <Button
              key={slot.page}
              text={formatNumber(slot.page + 1)}
              aria-label={`Halaman ${slot.page + 1}`}
              aria-current={slot.page === page ? "page" : undefined}
              intent={slot.page === page ? "primary" : "none"}
              variant={slot.page === page ? "solid" : "outlined"}
              disabled={disabled && slot.page !== page}
              onClick={() => go(slot.page)}
              style={{ minWidth: 32, fontVariantNumeric: "tabular-nums" }}
            />
          ),
        )}
        <Button
          variant="outlined"
          icon="chevron-right"
          aria-label="Halaman berikutnya"
          title="Halaman berikutnya"
          disabled={disabled || atLast}
          onClick={() => go(page + 1)}
        />
        <Button
          variant="outlined"
          icon="double-chevron-right"
          aria-label="Halaman terakhir"
          title="Halaman terakhir"
          disabled={disabled || atLast}
          onClick={() => go(pageCount - 1)}
        />
      </ButtonGroup>
    </nav>
  );
}
