import { useEffect, useRef, useState, type ReactNode } from "react";
import { useAfterFirstView } from "../../client/lib/use-after-first-view";

/**
 * Renders its charts (their calls and their code) once the page's first rows are in and the
 * slot is on screen, or when the page is printed; until then it holds their height so nothing
 * below moves.
 */
export function ChartSlot({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const [afterFirstView, now] = useAfterFirstView();
  const [seen, setSeen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || seen) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setSeen(true),
      { rootMargin: "200px" },
    );
    observer.observe(el);
    const print = () => {
      setSeen(true);
      now();
    };
    window.addEventListener("beforeprint", print);
    return () => {
      observer.disconnect();
      window.removeEventListener("beforeprint", print);
    };
  }, [seen, now]);
  const shown = afterFirstView && seen;
  return (
    <div ref={ref} className="kt-chart-slot" style={shown ? undefined : { minHeight }}>
      {shown && children}
    </div>
  );
}
