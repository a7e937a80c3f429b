// The PDF kit of the report screens: the server download and the in-browser preview.
export { ExportPdfButton, type ExportPdfButtonProps } from "./ExportPdfButton";
export { PdfPreviewButton, type PdfPreviewButtonProps } from "./PdfPreviewButton";
export { PdfPreviewDialog, type PdfPreviewDialogProps } from "./PdfPreviewDialog";
