// 'Pratinjau' beside an 'Export PDF': opens the preview dialog of the same document.
import { useState } from "react";
import { Button } from "@blueprintjs/core";
import type { PdfPreviewProps } from "./PdfPreview";
import { PdfPreviewDialog } from "./PdfPreviewDialog";

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
      <PdfPreviewDialog isOpen={open} onClose={() => setOpen(false)} load={load} title={title} />
    </>
  );
}
