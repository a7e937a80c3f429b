// The frame both monthly reports share: title, month picker bound to `?month=`, 'Kembali', the
// PDF slot, 'Memuat data...' until the first answer, the tiles, then the screen's own content.
import type { ReactNode } from "react";
import { useAtom } from "jotai";
import { NavButton, PageHeader } from "../../../components/list/PageHeader";
import { MonthPicker } from "../../../components/report/MonthPicker";
import { ErrorCallout } from "../../../components/form/ErrorCallout";
import { serverMessage } from "../../../components/feedback";
import type { ListAtoms } from "../../../client/lib/list-atoms";

export function RekapFrame<Row, Extra>(props: {
  title: string;
  list: ListAtoms<Row, Extra>;
  backTo: string;
  /** 'Export CSV' / 'Export Excel' of the month. */
  exports: ReactNode;
  /**
   * PDF SLOT: the PDF helper's 'Export PDF' + 'Pratinjau' buttons for this month go here
   * (they get the scope id and `month` from the same list atoms).
   */
  pdfActions?: ReactNode;
  loaded: boolean;
  error: unknown;
  tiles: ReactNode;
  children: ReactNode;
}) {
  const [month, setMonth] = useAtom(props.list.monthAtom);
  return (
    <>
      <PageHeader title={props.title}>
        <NavButton to={props.backTo} icon="arrow-left" text="Kembali" />
      </PageHeader>
      <div className="kt-report-controls">
        <MonthPicker value={month} onChange={setMonth} />
        {props.pdfActions}
        {props.exports}
      </div>
      <ErrorCallout>{props.error ? serverMessage(props.error) : null}</ErrorCallout>
      {!props.loaded && !props.error ? (
        <p className="muted" role="status">
          Memuat data...
        </p>
      ) : (
        <>
          {props.tiles}
          {props.children}
        </>
      )}
    </>
  );
}
