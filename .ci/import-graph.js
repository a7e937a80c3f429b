// The project's own import graph (src, grids, tests) and its cycles, for the lint rule
// "imports/no-cycle" (.ci/eslint.config.js). Each file's specifiers come from TypeScript's
// preProcessFile (a scan, not a parse: well under a second for the whole tree); only relative
// specifiers are ours. Every kind of import is an edge: `import`, `export … from`, `import()`
// and type-only ones (`import type`, `typeof import()`). Type-only imports are erased at build
// time, so a loop through one does not break a page — it is counted anyway: two files that
// each need the other are one module split in two, and a lazy chunk that imports its loader's
// types is the same tangle one refactor away from a real one.
// A cycle is a strongly connected component of two or more files, or a file importing itself.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

const EXTENSIONS = [".ts", ".tsx"];

function sourceFiles(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === "node_modules" || name.startsWith(".")) continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) sourceFiles(full, out);
    else if (EXTENSIONS.some((e) => name.endsWith(e)) && !name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

/** The source file a relative specifier names (bundler resolution), or undefined. */
export function resolveSpecifier(fromFile, spec) {
  if (!spec.startsWith(".")) return undefined;
  const base = path.resolve(path.dirname(fromFile), spec);
  const candidates = [
    base,
    ...EXTENSIONS.map((e) => base + e),
    ...EXTENSIONS.map((e) => path.join(base, "index" + e)),
  ];
  return candidates.find((c) => EXTENSIONS.some((e) => c.endsWith(e)) && existsSync(c));
}

/** file → Set of our files it imports. */
export function importGraph(root, dirs) {
  const graph = new Map();
  for (const dir of dirs) {
    for (const file of sourceFiles(path.join(root, dir))) {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, "utf8"), true, true);
      const to = new Set();
      for (const { fileName } of importedFiles) {
        const target = resolveSpecifier(file, fileName);
        if (target) to.add(target);
      }
      graph.set(file, to);
    }
  }
  return graph;
}

/** The cycles of a graph: its strongly connected components with a loop (Tarjan, iterative). */
export function cyclesOf(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const enter = (v, work) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    work.push({ v, next: [...(graph.get(v) ?? [])].filter((w) => graph.has(w)), i: 0 });
  };
  for (const root of graph.keys()) {
    if (index.has(root)) continue;
    const work = [];
    enter(root, work);
    while (work.length) {
      const frame = work[work.length - 1];
      if (frame.i < frame.next.length) {
        const w = frame.next[frame.i++];
        if (!index.has(w)) enter(w, work);
        else if (onStack.has(w)) low.set(frame.v, Math.min(low.get(frame.v), index.get(w)));
        continue;
      }
      work.pop();
      const { v } = frame;
      if (work.length) {
        const parent = work[work.length - 1].v;
        low.set(parent, Math.min(low.get(parent), low.get(v)));
      }
      if (low.get(v) !== index.get(v)) continue;
      const component = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v).has(v)) cycles.push(component.sort());
    }
  }
  return cycles;
}

/** A shortest import chain from `from` to `to` inside a component (for the message). */
export function chain(graph, component, from, to) {
  const inside = new Set(component);
  const prev = new Map([[from, null]]);
  const queue = [from];
  while (queue.length) {
    const v = queue.shift();
    for (const w of graph.get(v) ?? []) {
      if (!inside.has(w)) continue;
      if (w === to) {
        const path = [to];
        for (let x = v; x !== null; x = prev.get(x)) path.unshift(x);
        return path;
      }
      if (!prev.has(w)) {
        prev.set(w, v);
        queue.push(w);
      }
    }
  }
  return [from, to];
}
