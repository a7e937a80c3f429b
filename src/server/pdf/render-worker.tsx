// Runs in a piscina worker thread: rendering a long report takes seconds of CPU and would
// otherwise block the event loop (stack-notes: a trivial request waited 0.7 s).
import { renderToBuffer } from "@react-pdf/renderer";
import { PdfDocument } from "../../pdf/PdfDocument";
import type { PdfTask } from "./pdf-task";

export default async function render(task: PdfTask): Promise<Uint8Array> {
  const buf = await renderToBuffer(<PdfDocument {...task} />);
  return new Uint8Array(buf.buffer, buf.byteOffset, buf.byteLength);
}
