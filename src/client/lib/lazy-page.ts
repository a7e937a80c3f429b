import type { ComponentType } from "react";

/** Route-level code splitting: `lazy: lazyPage(() => import("./pages/X"))`. */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});
