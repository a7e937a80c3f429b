// The 'Pratinjau' dialog, controlled by its screen (a button, or a grid row action). The
// renderer is a lazy chunk (PdfPreview.tsx) fetched on the first open, never with a route.
import { lazy, Suspense } from "react";
import { Dialog, DialogBody, NonIdealState, Spinner } from "@blueprintjs/core";
import type { PdfPreviewProps } from "./PdfPreview";
import "./pdf.css";

const PdfPreview = lazy(() => import("./PdfPreview"));

export interface PdfPreviewDialogProps extends PdfPreviewProps {
  isOpen: boolean;
  onClose: () => void;
}

export function PdfPreviewDialog({ isOpen, onClose, load, title }: PdfPreviewDialogProps) {
  return (
    <Dialog isOpen={isOpen} onClose={onClose} title={title} className="pdf-preview-dialog">
      <DialogBody className="pdf-preview-body">
        {isOpen && (
          <Suspense fallback={<NonIdealState icon={<Spinner />} title="Memuat pratinjau..." />}>
            <PdfPreview load={load} title={title} />
          </Suspense>
        )}
      </DialogBody>
    </Dialog>
  );
}
