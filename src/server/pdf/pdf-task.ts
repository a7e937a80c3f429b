import type { DocumentMeta, PdfInput } from "../../pdf/types";

/** What the main thread sends a render worker: plain data, copied across threads. */
export type PdfTask = DocumentMeta & { input: PdfInput };
