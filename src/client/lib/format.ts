// The display formatters live in src/money/format.ts so the PDF documents (server and browser)
// and the screens format money and dates with one set of functions.
export * from "../../money/format";
