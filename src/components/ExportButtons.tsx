// 'Export CSV' and 'Export Excel' side by side for a report grid: one server export call that
// takes the format (`;` CSV or .xlsx, see server/export/table-export.ts), the whole filtered set.
import { ExportButton } from "./ExportButton";

export function ExportButtons(props: {
  download: (format: "csv" | "xlsx") => Promise<{ blob: Blob; fileName?: string }>;
  /** File name without extension, used when the server sends none. */
  fileName: string;
  /** The report has no rows: 'Tidak ada data untuk di-export' instead of a call. */
  empty?: boolean;
  /** Told apart from the page's own buttons ('Export CSV terpilih' for ticked rows). */
  suffix?: string;
}) {
  const named = (label: string) => (props.suffix ? `${label} ${props.suffix}` : label);
  return (
    <>
      <ExportButton
        label={named("Export CSV")}
        failureTitle="Gagal Export CSV"
        download={() => props.download("csv")}
        fileName={`${props.fileName}.csv`}
        empty={props.empty}
      />
      <ExportButton
        label={named("Export Excel")}
        failureTitle="Gagal Export Excel"
        icon="th-derived"
        download={() => props.download("xlsx")}
        fileName={`${props.fileName}.xlsx`}
        empty={props.empty}
      />
    </>
  );
}
