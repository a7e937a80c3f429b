import { StyleSheet } from "@react-pdf/renderer";

// A4 portrait in points; Helvetica is built in (no font files to load, WinAnsi covers
// Indonesian text, the no-break space of `Rp 1.500.000` and the en dash of a period).
export const INK = "#1c2127";
const MUTED = "#5f6b7c";
const RULE = "#c5cbd3";
export const STRIPE = "#f3f5f7";
const ACCENT = "#215db0";

export const ROW_HEIGHT = 13;
export const BODY_FONT_SIZE = 7.5;
export const CELL_PADDING = 3;
const PAGE_PADDING_X = 28;
const A4_HEIGHT = 841.89;

export const s = StyleSheet.create({
  page: {
    // A page that does not wrap is only as tall as its content: hold the A4 height.
    minHeight: A4_HEIGHT,
    paddingTop: 28,
    paddingBottom: 40,
    paddingHorizontal: PAGE_PADDING_X,
    fontFamily: "Helvetica",
    fontSize: BODY_FONT_SIZE,
    color: INK,
  },
  header: {
    flexDirection: "row",
    justifyContent: "space-between",
    alignItems: "flex-end",
    borderBottomWidth: 1.5,
    borderBottomColor: ACCENT,
    paddingBottom: 6,
    marginBottom: 8,
  },
  agency: { fontSize: 9, fontFamily: "Helvetica-Bold", color: ACCENT, marginBottom: 3 },
  title: { fontSize: 14, fontFamily: "Helvetica-Bold" },
  subject: { fontSize: 10, marginTop: 2 },
  period: { fontSize: 9, color: MUTED, textAlign: "right" },
  notice: {
    alignSelf: "flex-start",
    fontSize: 9,
    fontFamily: "Helvetica-Bold",
    color: ACCENT,
    borderWidth: 1,
    borderColor: ACCENT,
    paddingVertical: 2,
    paddingHorizontal: 6,
    marginBottom: 6,
  },
  tableHead: {
    flexDirection: "row",
    backgroundColor: ACCENT,
    color: "#ffffff",
    fontFamily: "Helvetica-Bold",
    height: 16,
    alignItems: "center",
  },
  cell: { paddingHorizontal: CELL_PADDING },
  totalsRow: {
    flexDirection: "row",
    minHeight: 16,
    fontSize: 7,
    alignItems: "center",
    fontFamily: "Helvetica-Bold",
    borderTopWidth: 1,
    borderTopColor: INK,
  },
  summary: { flexDirection: "row", flexWrap: "wrap" },
  figure: {
    width: "33.33%",
    paddingVertical: 5,
    paddingRight: 8,
    borderBottomWidth: 0.5,
    borderBottomColor: RULE,
  },
  figureLabel: { fontSize: 7.5, color: MUTED },
  figureValue: { fontSize: 11, fontFamily: "Helvetica-Bold", marginTop: 2 },
  sectionTitle: { fontSize: 9, fontFamily: "Helvetica-Bold", marginTop: 12, marginBottom: 4 },
  empty: { paddingVertical: 10, color: MUTED, textAlign: "center" },
  signatures: { flexDirection: "row", justifyContent: "space-around", marginTop: 30 },
  signature: { width: 170, alignItems: "center" },
  signatureSpace: { height: 48 },
  signatureLine: {
    borderTopWidth: 0.8,
    borderTopColor: INK,
    width: 170,
    paddingTop: 3,
    textAlign: "center",
  },
  footer: {
    position: "absolute",
    bottom: 18,
    left: 28,
    right: 28,
    flexDirection: "row",
    justifyContent: "space-between",
    color: MUTED,
    fontSize: 7,
    borderTopWidth: 0.5,
    borderTopColor: RULE,
    paddingTop: 4,
  },
});
