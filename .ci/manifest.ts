// The build's chunk graph (dist/.vite/manifest.json) as the build's route-preload map
// (vite.config.ts), the bundle budget and the fetch budget read it: one type, one walk.
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The chunks `roots` load statically (dynamic imports not followed), each with the first chunk
 * that imports it (null for a root), breadth first: what a route fetches before its page runs.
 */
export function staticClosure(manifest: Manifest, roots: string[]): Map<string, string | null> {
  const via = new Map<string, string | null>();
  const queue = roots.map((r) => [r, null] as [string, string | null]);
  while (queue.length) {
    const [key, from] = queue.shift()!;
    if (via.has(key) || !manifest[key]) continue;
    via.set(key, from);
    for (const i of manifest[key].imports ?? []) queue.push([i, key]);
  }
  return via;
}
