// 'Pratinjau': a Blueprint dialog showing the document rendered in the browser. The renderer is
// a lazy chunk (PdfPreview.tsx) fetched on the first open, never with a route's bundle.
import { lazy, Suspense, useState } from "react";
import { Button, Dialog, DialogBody, NonIdealState, Spinner } from "@blueprintjs/core";
import type { PdfPreviewProps } from "./PdfPreview";
import "./pdf.css";

const PdfPreview = lazy(() => import("./PdfPreview"));

export interface PdfPreviewButtonProps extends PdfPreviewProps {
  small?: boolean;
  minimal?: boolean;
  /** Nothing to show: the button is disabled. */
  disabled?: boolean;
}

export function PdfPreviewButton({ load, title, small, minimal, disabled }: PdfPreviewButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        icon="document-open"
        text="Pratinjau"
        disabled={disabled}
        size={small ? "small" : undefined}
        variant={minimal ? "minimal" : undefined}
        onClick={() => setOpen(true)}
      />
      <Dialog
        isOpen={open}
        onClose={() => setOpen(false)}
        title={title}
        className="pdf-preview-dialog"
      >
        <DialogBody className="pdf-preview-body">
          {open && (
            <Suspense fallback={<NonIdealState icon={<Spinner />} title="Memuat pratinjau..." />}>
              <PdfPreview load={load} title={title} />
            </Suspense>
          )}
        </DialogBody>
      </Dialog>
    </>
  );
}
