// Function length: every function, method and arrow function in src, grids and tests, measured
// in lines from its first to its last line (a nested function counts inside its parent too: the
// parent is that long to read). .ci/code-ratchet.ts holds the longest as a figure that may only
// shrink and fails above MAX_FUNCTION_LINES whatever the baseline says.
//
//   npx tsx .ci/function-length.ts        the functions over the limit, longest first
//   npx tsx .ci/function-length.ts 80     the functions over 80 lines
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import ts from "typescript";

export const MAX_FUNCTION_LINES = 150;

const ROOT = resolve(import.meta.dirname, "..");
const FOLDERS = ["src", "grids", "tests"];

interface FunctionSize {
  where: string;
  name: string;
  lines: number;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : sourceFiles(path);
    return /\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** A readable name: the declaration's own, or the variable/property/call it is given to. */
function nameOf(node: ts.Node, file: ts.SourceFile): string {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name) return named.name.getText(file);
  const parent = node.parent;
  if (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent))
    return parent.name.getText(file);
  if (ts.isCallExpression(parent)) {
    const first = parent.arguments[0];
    const label = first && ts.isStringLiteralLike(first) ? ` "${first.text}"` : "";
    return `${parent.expression.getText(file)}(${label.trim()})`;
  }
  return "(anonymous)";
}

function functionsOf(path: string): FunctionSize[] {
  const text = readFileSync(path, "utf8");
  const kind = path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const found: FunctionSize[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && "body" in node && node.body) {
      const first = file.getLineAndCharacterOfPosition(node.getStart(file)).line;
      const last = file.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({
        where: `${relative(ROOT, path)}:${first + 1}`,
        name: nameOf(node, file),
        lines: last - first + 1,
      });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every function of the tree, longest first. */
export function functionSizes(): FunctionSize[] {
  return FOLDERS.flatMap((folder) => sourceFiles(join(ROOT, folder)))
    .flatMap(functionsOf)
    .sort((a, b) => b.lines - a.lines);
}

if (import.meta.filename === resolve(process.argv[1] ?? "")) {
  const limit = Number(process.argv[2] ?? MAX_FUNCTION_LINES);
  const over = functionSizes().filter((f) => f.lines > limit);
  for (const f of over) console.log(`${String(f.lines).padStart(4)}  ${f.where}  ${f.name}`);
  console.log(`${over.length} functions over ${limit} lines`);
  if (limit === MAX_FUNCTION_LINES && over.length) process.exit(1);
}
