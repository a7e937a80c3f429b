// The pieces every document shares: page header, order table, totals, signatures, footer.
import type { ReactNode } from "react";
import { Canvas, Document, Page, Text, View } from "@react-pdf/renderer";
import type { Style } from "@react-pdf/types";
import { formatDateTime } from "../money/format";
import { BODY_FONT_SIZE, CELL_PADDING, INK, ROW_HEIGHT, STRIPE, s } from "./styles";
import { fitText, textWidth, toWinAnsi } from "./fit";
import { paginate } from "./paginate";
import type { DocumentMeta } from "./types";

/** The document around a report's pages: its title, and the agency as author and producer. */
export function AgencyDocument(p: { title: string; agencyName: string; children: ReactNode }) {
  return (
    <Document title={p.title} author={p.agencyName} creator={p.agencyName} producer={p.agencyName}>
      {p.children}
    </Document>
  );
}

export interface Column<Row> {
  header: string;
  /** Share of the table width (the widths of a table add up to 100). */
  width: number;
  align?: "left" | "right";
  value: (row: Row) => string;
}

interface Figure {
  label: string;
  value: string;
}

const ROWS_PER_PAGE = 48;

// Heights (points) of what the last page holds under the table, in table rows.
const FIGURE_ROW = 34;
const SECTION_TITLE = 27;
const SIGNATURES = 110;
const rowsFor = (points: number) => Math.ceil(points / ROW_HEIGHT);

export interface FigureGroup {
  title: string;
  figures: Figure[];
}

export interface ReportPagesProps<Row> extends DocumentMeta {
  title: string;
  /** e.g. 'Talent: Ayu Lestari'. */
  subject: string;
  /** e.g. 'Oktober 2026'. */
  period: string;
  columns: Column<Row>[];
  rows: readonly Row[];
  /** The table's closing row: a text per column ('' for none), from the report's totals. */
  totals: string[];
  /** The figures of the matching screen, under the table on the last page. */
  groups: FigureGroup[];
  /** Signature lines (talent documents): who signs, the name printed under the line. */
  signers?: { role: string; name: string }[];
  emptyText: string;
  /** A line under the header on every page: 'LUNAS', 'Periode ditutup pada … oleh …'. */
  notice?: string;
}

/** Every page of a report: the header and table head repeat; totals close the last page. */
export function ReportPages<Row>(p: ReportPagesProps<Row>): ReactNode {
  const room =
    2 + // the totals row
    p.groups.reduce(
      (n, g) => n + rowsFor(SECTION_TITLE + Math.ceil(g.figures.length / 3) * FIGURE_ROW),
      0,
    ) +
    (p.signers ? rowsFor(SIGNATURES) : 0);
  const pages = paginate(p.rows, ROWS_PER_PAGE, Math.min(room, ROWS_PER_PAGE));
  const made = formatDateTime(p.madeAt);
  // Helvetica prints WinAnsi only: every name that reaches a page goes through toWinAnsi, as the
  // table's cells do ('Đặng' → 'Dang', not stray glyphs).
  const agency = toWinAnsi(p.agencyName);
  const groups = p.groups.map((g) => ({
    title: g.title,
    figures: g.figures.map((f) => ({ label: toWinAnsi(f.label), value: f.value })),
  }));
  const signers = p.signers?.map((w) => ({ role: toWinAnsi(w.role), name: toWinAnsi(w.name) }));
  return pages.map((rows, i) => {
    const last = i === pages.length - 1;
    return (
      <Page key={i} size="A4" style={s.page} wrap={false}>
        <View style={s.header}>
          <View>
            <Text style={s.agency}>{agency}</Text>
            <Text style={s.title}>{toWinAnsi(p.title)}</Text>
            <Text style={s.subject}>{toWinAnsi(p.subject)}</Text>
          </View>
          <Text style={s.period}>{p.period}</Text>
        </View>
        {p.notice && <Text style={s.notice}>{toWinAnsi(p.notice)}</Text>}
        {/* the head repeats even over a last page that holds only the totals */}
        <Table columns={p.columns} rows={rows} offset={i * ROWS_PER_PAGE} />
        {p.rows.length === 0 && <Text style={s.empty}>{p.emptyText}</Text>}
        {last && (
          <>
            <TotalsRow columns={p.columns} totals={p.totals} />
            {groups.map((g) => (
              <Figures key={g.title} group={g} />
            ))}
            {signers && <Signatures signers={signers} />}
          </>
        )}
        <View style={s.footer} fixed>
          <Text>
            {agency} · Dibuat {made}
          </Text>
          <Text>
            Halaman {i + 1} dari {pages.length}
          </Text>
        </View>
      </Page>
    );
  });
}

// One style object per column, made once: a 10,000-row report has 120,000 cells.
const cellStyles = new WeakMap<object, Style>();
function cellStyle(c: Column<unknown>): Style {
  let style = cellStyles.get(c);
  if (!style) {
    style = {
      ...s.cell,
      width: `${c.width}%`,
      textAlign: c.align ?? "left",
    };
    cellStyles.set(c, style);
  }
  return style;
}

function Table<Row>({
  columns,
  rows,
  offset,
}: {
  columns: Column<Row>[];
  rows: readonly Row[];
  offset: number;
}) {
  return (
    <View>
      <View style={s.tableHead}>
        {columns.map((c) => (
          <Text key={c.header} style={cellStyle(c as Column<unknown>)}>
            {c.header}
          </Text>
        ))}
      </View>
      <TableBody columns={columns} rows={rows} offset={offset} />
    </View>
  );
}

/**
 * The page's rows drawn straight onto the PDF (react-pdf's Canvas hands us its pdfkit
 * document): react-pdf lays out every Text through its line breaker, ~0.8 ms of CPU per
 * 12-column row and most of a long report's time, while our cells are single lines already
 * cut to their columns (fitText), placed from the same Helvetica widths. Same text layer
 * (pdfjs reads every cell), same look.
 */
function TableBody<Row>({
  columns,
  rows,
  offset,
}: {
  columns: Column<Row>[];
  rows: readonly Row[];
  offset: number;
}) {
  const paint = (painter: Painter, width: number) => {
    painter.fillColor(STRIPE);
    for (let i = 0; i < rows.length; i++)
      if ((offset + i) % 2 === 1) painter.rect(0, i * ROW_HEIGHT, width, ROW_HEIGHT);
    painter.fill();
    painter.font("Helvetica").fontSize(BODY_FONT_SIZE).fillColor(INK);
    // Row by row, so the text layer reads (and copies) a row as one line.
    let left = 0;
    const cells = columns.map((c) => {
      const cell = { c, left, width: (c.width / 100) * width };
      left += cell.width;
      return cell;
    });
    for (let i = 0; i < rows.length; i++) {
      const y = i * ROW_HEIGHT + TEXT_TOP;
      for (const { c, left, width } of cells) {
        const text = fitText(toWinAnsi(c.value(rows[i])), width - 2 * CELL_PADDING, BODY_FONT_SIZE);
        const x =
          c.align === "right"
            ? left + width - CELL_PADDING - textWidth(text, BODY_FONT_SIZE)
            : left + CELL_PADDING;
        painter.text(text, x, y, { lineBreak: false });
      }
    }
    return null;
  };
  if (rows.length === 0) return null;
  return <Canvas style={{ height: rows.length * ROW_HEIGHT }} paint={paint} />;
}

/** The part of pdfkit's document that Canvas passes on (chainable). */
interface Painter {
  fillColor(color: string): Painter;
  rect(x: number, y: number, w: number, h: number): Painter;
  fill(): Painter;
  font(name: string): Painter;
  fontSize(size: number): Painter;
  text(text: string, x: number, y: number, options: { lineBreak: false }): Painter;
}

// pdfkit places a line by its top; this centres the glyphs in the row like the stripe.
const TEXT_TOP = (ROW_HEIGHT - BODY_FONT_SIZE) / 2 - 0.5;

function TotalsRow<Row>({ columns, totals }: { columns: Column<Row>[]; totals: string[] }) {
  return (
    <View style={s.totalsRow}>
      {columns.map((c, i) => (
        <Text key={c.header} style={cellStyle(c as Column<unknown>)}>
          {totals[i] ?? ""}
        </Text>
      ))}
    </View>
  );
}

function Figures({ group }: { group: FigureGroup }) {
  return (
    <View>
      <Text style={s.sectionTitle}>{group.title}</Text>
      <View style={s.summary}>
        {group.figures.map((f) => (
          <View key={f.label} style={s.figure}>
            <Text style={s.figureLabel}>{f.label}</Text>
            <Text style={s.figureValue}>{f.value}</Text>
          </View>
        ))}
      </View>
    </View>
  );
}

function Signatures({ signers }: { signers: { role: string; name: string }[] }) {
  return (
    <View style={s.signatures}>
      {signers.map((who) => (
        <View key={who.role} style={s.signature}>
          <Text>{who.role}</Text>
          <View style={s.signatureSpace} />
          <Text style={s.signatureLine}>{who.name}</Text>
        </View>
      ))}
    </View>
  );
}
