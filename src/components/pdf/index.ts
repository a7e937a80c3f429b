// The PDF kit of the report screens: the server download and the in-browser preview.
export { ExportPdfButton } from "./ExportPdfButton";
export { PdfPreviewButton } from "./PdfPreviewButton";
export { PdfPreviewDialog } from "./PdfPreviewDialog";
