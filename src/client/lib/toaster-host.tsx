// Loaded by toast.tsx with the first toast: keeps Blueprint's toaster out of every page's code.
import { OverlayToaster, Position, type Toaster } from "@blueprintjs/core";

export default function ToasterHost({ onReady }: { onReady: (t: Toaster | null) => void }) {
  return <OverlayToaster ref={onReady} position={Position.TOP_RIGHT} maxToasts={5} />;
}
