import type { ComponentType } from "react";

/** How long to wait before the one retry of a page chunk that failed to load. */
const RETRY_MS = 600;

/**
 * Route-level code splitting: `lazy: lazyPage(() => import("./pages/X"))`. A chunk that does not
 * arrive (server restarting, a dropped connection) is asked for once more; if that fails too the
 * route's error element (RouteError) says the server cannot be reached and offers 'Coba lagi'.
 */
export const lazyPage = (load: () => Promise<{ default: ComponentType }>) => async () => {
  let mod: { default: ComponentType };
  try {
    mod = await load();
  } catch {
    await new Promise((r) => setTimeout(r, RETRY_MS));
    mod = await load();
  }
  return { Component: mod.default };
};
