// axe-core (a devDependency, never in the client bundle) injected into a page with
// playwright-core's addScriptTag, and the route table walked with real ids from the database.
import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { paths } from "../../src/client/lib/paths";
import type { Db } from "../../src/db/connection";

const require = createRequire(import.meta.url);
const AXE_PATH = require.resolve("axe-core/axe.min.js");

export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * WCAG 2.0–2.2 A and AA rules, plus axe's best practices (landmarks, heading order), on the
 * document or on the elements `within` selects (page-level rules then do not run).
 */
export async function runAxe(page: Page, within?: string): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => "axe" in window))) await page.addScriptTag({ path: AXE_PATH });
  return page.evaluate(async (within) => {
    const axe = (window as unknown as { axe: typeof import("axe-core") }).axe;
    const parts = (within ?? "").split(",").map((sel) => sel.trim());
    const present = parts.filter((sel) => sel && document.querySelector(sel));
    const context = present.length ? { include: present } : document;
    const result = await axe.run(context, {
      runOnly: {
        type: "tag",
        values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"],
      },
      resultTypes: ["violations"],
    });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? "minor",
      help: v.help,
      targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
    }));
  }, within);
}

/** The resource a route's `:id` names, read from the words of its pattern (first match wins). */
const ID_SOURCES: [RegExp, string][] = [
  [/categor/, "SELECT min(id) AS id FROM talent_categories"],
  [/service/, "SELECT min(id) AS id FROM services"],
  [/order/, "SELECT min(id) AS id FROM orders"],
  [/talent/, "SELECT min(id) AS id FROM talents"],
  [/admin/, "SELECT min(id) AS id FROM users WHERE role = 'admin'"],
];

export interface RouteUnderTest {
  name: string;
  pattern: string;
  url: string;
  public: boolean;
}

/**
 * Every route of the typed route table with its `:id` filled from the database, so a route added
 * to `paths` is walked without touching the tests. Routes outside `/admin` are the public ones.
 */
export async function routesOfTable(db: Db): Promise<RouteUnderTest[]> {
  const out: RouteUnderTest[] = [];
  for (const [name, r] of Object.entries(paths)) {
    let url: string = r.pattern;
    if (url.includes(":id")) {
      const words = r.pattern.replace(/^\/admin/, "").replace(/:id.*$/, "");
      const source = ID_SOURCES.find(([re]) => re.test(words));
      if (!source) throw new Error(`route ${name} (${r.pattern}): no id source for its :id`);
      const [row] = await db.query<{ id: number }>(source[1]);
      url = url.replace(":id", String(row.id));
    }
    if (url.includes(":")) throw new Error(`route ${name} (${r.pattern}): unknown parameter`);
    out.push({ name, pattern: r.pattern, url, public: !r.pattern.startsWith("/admin") });
  }
  return out;
}
