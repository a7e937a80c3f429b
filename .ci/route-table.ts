// The client's route table as data, read from the features' routes.tsx files (parsed, not run:
// they import React pages). Each lazy route: its URL pattern, the manifest key of its page module
// (relative to the vite root, src/client) and its parents' modules. Used by the bundle budget
// and by the build's route-preload map (vite.config.ts → the server's modulepreload links).
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import ts from "typescript";
import { paths } from "../src/client/lib/paths";

const ROOT = resolve(import.meta.dirname, "..");
const CLIENT_ROOT = join(ROOT, "src/client"); // vite `root`: manifest keys are relative to it

export interface Route {
  url: string;
  /** manifest key of the route's lazy module (none for the entry row). */
  module?: string;
  /** manifest keys of the parent routes' lazy modules, outermost first. */
  parents: string[];
}

function patternOf(expr: ts.Expression | undefined): string | undefined {
  // `paths.login.pattern` → "/login"
  const m = expr?.getText().match(/^paths\.(\w+)\.pattern$/);
  if (!m) return expr && ts.isStringLiteral(expr) ? expr.text : undefined;
  return (paths as Record<string, { pattern: string }>)[m[1]]?.pattern;
}

function routesOf(file: string): Route[] {
  const sf = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
  const consts = new Map<string, ts.Expression>();
  sf.forEachChild((n) => {
    if (!ts.isVariableStatement(n)) return;
    for (const d of n.declarationList.declarations) {
      if (ts.isIdentifier(d.name) && d.initializer) consts.set(d.name.text, d.initializer);
    }
  });
  const importOf = (expr: ts.Node | undefined): string | undefined => {
    // The first `import("...")` in the expression, following names of this file's consts
    // (`lazy: TalentsPage`, `lazyPage(loadDashboardPage)`).
    let spec: string | undefined;
    const seen = new Set<string>();
    const visit = (n: ts.Node) => {
      if (spec) return;
      if (
        ts.isCallExpression(n) &&
        n.expression.kind === ts.SyntaxKind.ImportKeyword &&
        ts.isStringLiteral(n.arguments[0])
      ) {
        spec = n.arguments[0].text;
        return;
      }
      if (ts.isIdentifier(n) && consts.has(n.text) && !seen.has(n.text)) {
        seen.add(n.text);
        visit(consts.get(n.text)!);
      }
      n.forEachChild(visit);
    };
    if (expr) visit(expr);
    if (!spec) return undefined;
    const base = resolve(dirname(file), spec);
    const found = [".tsx", ".ts", "/index.tsx", "/index.ts"].map((e) => base + e).find(existsSync);
    return found && relative(CLIENT_ROOT, found).split("\\").join("/");
  };
  const out: Route[] = [];
  const walk = (arr: ts.ArrayLiteralExpression, parent: Route | undefined) => {
    for (const el of arr.elements) {
      if (!ts.isObjectLiteralExpression(el)) continue;
      const prop = (name: string) =>
        el.properties.find(
          (p): p is ts.PropertyAssignment =>
            ts.isPropertyAssignment(p) && p.name.getText() === name,
        )?.initializer;
      const url = patternOf(prop("path")) ?? parent?.url ?? "?";
      const lazy = importOf(prop("lazy"));
      if (prop("lazy") && !lazy) {
        const { line } = sf.getLineAndCharacterOfPosition(el.getStart());
        throw new Error(
          `${relative(ROOT, file)}:${line + 1}: lazy route without a readable import()`,
        );
      }
      const parents = parent ? [...parent.parents, ...(parent.module ? [parent.module] : [])] : [];
      const route: Route = { url, module: lazy, parents };
      if (lazy) out.push(route);
      const children = prop("children");
      if (children && ts.isArrayLiteralExpression(children)) walk(children, route);
    }
  };
  for (const init of consts.values()) if (ts.isArrayLiteralExpression(init)) walk(init, undefined);
  return out;
}

/** Every lazy route of every feature, in the features' alphabetical order. */
export function clientRoutes(): Route[] {
  const featuresDir = join(ROOT, "src/features");
  const routes: Route[] = [];
  for (const area of readdirSync(featuresDir).sort()) {
    const file = join(featuresDir, area, "routes.tsx");
    if (existsSync(file)) routes.push(...routesOf(file));
  }
  return routes;
}
