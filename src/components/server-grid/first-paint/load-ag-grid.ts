// Loads AG Grid (ag-grid.ts) once, when a grid asks for it: the first grid of a visit paints its
// first page as a plain table (PlainGrid.tsx) and asks once those rows are on screen, so AG Grid's
// download and start-up come after the rows instead of before them. Every later grid
// finds it loaded and mounts AG Grid at once.
import { useCallback, useEffect, useState } from "react";

export type AgGrid = typeof import("./ag-grid");

/** How long to wait before the one retry of AG Grid's chunk (as lazyPage does for a page's). */
const RETRY_MS = 600;

let loaded: AgGrid | null = null;
let loading: Promise<AgGrid> | null = null;

const load = () =>
  import("./ag-grid").catch(async () => {
    await new Promise((r) => setTimeout(r, RETRY_MS));
    return import("./ag-grid");
  });

/** Starts loading AG Grid (once; again after a failure); resolves with the module. */
export function loadAgGrid(): Promise<AgGrid> {
  loading ??= load().then(
    (m) => (loaded = m),
    (e: unknown) => {
      loading = null;
      throw e;
    },
  );
  return loading;
}

/**
 * AG Grid once loaded (null before); `start` says when this grid wants it. A chunk that does not
 * arrive twice goes to the route's error element ('Coba lagi'), as a page's chunk does.
 */
function useAgGrid(start: boolean): AgGrid | null {
  const [mod, setMod] = useState<AgGrid | null>(loaded);
  const [failed, setFailed] = useState<{ error: unknown } | null>(null);
  if (failed) throw failed.error;
  useEffect(() => {
    if (mod || !start) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // after the next paint (a frame, then a task): the rows that asked are on screen before AG
    // Grid's download starts and its script runs
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() =>
        loadAgGrid().then(
          (m) => live && setMod(m),
          (error: unknown) => live && setFailed({ error }),
        ),
      );
    });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [mod, start]);
  return mod;
}

/**
 * One grid's way from its plain table to AG Grid: AG Grid (`ag`) loads once `answered` (the first
 * rows, an empty or a failed answer are on screen), mounts hidden, and is `shown` a frame after
 * it says it is ready (`onReady`) and, with rows, has drawn them (`onDrawn`). A grid mounted once
 * AG Grid is here is shown at once.
 */
export function useAgGridInPlace(answered: boolean, rowCount: number) {
  const ag = useAgGrid(answered);
  const [shown, setShown] = useState(ag !== null);
  const [state, setState] = useState({ ready: false, drawn: false });
  useEffect(() => {
    if (shown || !state.ready || (rowCount > 0 && !state.drawn)) return;
    const frame = requestAnimationFrame(() => setShown(true));
    return () => cancelAnimationFrame(frame);
  }, [shown, state, rowCount]);
  const onReady = useCallback(() => setState((s) => ({ ...s, ready: true })), []);
  const onDrawn = useCallback(() => setState((s) => ({ ...s, drawn: true })), []);
  return { ag, shown, onReady, onDrawn };
}
