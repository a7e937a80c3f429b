// The delete confirmation of RULES.md S8 as a Blueprint Alert: title, text, 'Ya, hapus!' / 'Batal'.
// It runs the delete itself, so every list screen gets the same toasts:
// success → `successMessage`; failure → `failureTitle` with the server message (or
// 'Terjadi kesalahan'). Closing is left to the caller (`onClose`). The Alert (ConfirmDeleteAlert.tsx)
// is fetched when the browser is idle and mounted on the first open, so it is not in the list
// page's code (bundle budget).
import { Suspense, lazy, useEffect, useState } from "react";
import { whenIdle } from "../client/lib/route-prefetch";
import type { ConfirmDeleteProps } from "./ConfirmDeleteAlert";

const loadAlert = () => import("./ConfirmDeleteAlert");
const ConfirmDeleteAlert = lazy(loadAlert);

export function ConfirmDelete<T>(props: ConfirmDeleteProps<T>) {
  // mounted from the first open on, so the alert keeps its closing transition
  const [opened, setOpened] = useState(props.isOpen);
  if (props.isOpen && !opened) setOpened(true);
  useEffect(() => whenIdle(loadAlert), []);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      {/* lazy() keeps no type parameter: the alert hands the answer back to this call's own props */}
      <ConfirmDeleteAlert {...(props as ConfirmDeleteProps)} />
    </Suspense>
  );
}
