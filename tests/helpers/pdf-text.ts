// Reads a PDF the way a person would: page count and each page's text, through pdfjs-dist
// (legacy build: the one meant for Node).
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

// The 14 standard fonts (Helvetica) are not embedded in the PDF; pdfjs reads their metrics here.
const standardFontDataUrl =
  join(
    dirname(createRequire(import.meta.url).resolve("pdfjs-dist/package.json")),
    "standard_fonts",
  ) + "/";

export interface PdfText {
  pages: string[];
  /** Every page's text joined, for "contains" checks. */
  all: string;
}

export async function pdfText(bytes: Uint8Array | Buffer): Promise<PdfText> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    useSystemFonts: false,
    standardFontDataUrl,
  }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    const items = content.items as { str?: string; hasEOL?: boolean }[];
    pages.push(items.map((it) => (it.str ?? "") + (it.hasEOL ? "\n" : " ")).join(""));
  }
  await doc.destroy();
  return { pages, all: pages.join("\n") };
}
