// The preview body, loaded only when a 'Pratinjau' dialog opens: it holds @react-pdf/renderer
// (~0.5 MB gzip), which no route bundle may carry. It renders the very document the server
// sends (src/pdf/PdfDocument) to a blob and shows it in the browser's PDF viewer.
import { useEffect, useState } from "react";
import { NonIdealState, Spinner } from "@blueprintjs/core";
import { pdf } from "@react-pdf/renderer";
import { PdfDocument } from "../../pdf/PdfDocument";
import { DEFAULT_AGENCY_NAME, type PdfInput } from "../../pdf/types";
import { getAgencyName } from "./agency";
import { FALLBACK_ERROR } from "../feedback";

export interface PdfPreviewProps {
  /** The report to show (the screen's own data, or a call for it). */
  load: () => Promise<PdfInput>;
  title: string;
}

export default function PdfPreview({ load, title }: PdfPreviewProps) {
  // The report as it was when the dialog opened; a new `load` each render must not re-render.
  const [loader] = useState(() => load);
  const [url, setUrl] = useState<string>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    let alive = true;
    let made: string | undefined;
    (async () => {
      const [input, agencyName] = await Promise.all([
        loader(),
        getAgencyName().catch(() => DEFAULT_AGENCY_NAME),
      ]);
      const blob = await pdf(
        <PdfDocument input={input} agencyName={agencyName} madeAt={new Date().toISOString()} />,
      ).toBlob();
      made = URL.createObjectURL(blob);
      if (alive) setUrl(made);
    })().catch((err: unknown) => {
      if (alive) setError(err instanceof Error && err.message ? err.message : FALLBACK_ERROR);
    });
    return () => {
      alive = false;
      if (made) URL.revokeObjectURL(made);
    };
  }, [loader]);

  if (error)
    return <NonIdealState icon="error" title="Pratinjau gagal dibuat" description={error} />;
  if (!url) return <NonIdealState icon={<Spinner />} title="Menyiapkan pratinjau..." />;
  return <iframe className="pdf-preview-frame" title={title} src={url} />;
}
