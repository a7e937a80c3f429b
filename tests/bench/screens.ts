// Report screens on the bench database (target: figures on screen within 2× their API call).
// Chromium signs in, waits for the dashboard, then changes route inside the app (as a link does)
// to each screen twice: first while its code still has to load ("page change"), then, back on
// the dashboard, to the same screen for another talent, month or range ("code loaded": the data
// is fetched again, the code is there). Each time: route change → figures and first grid row
// painted, next to the duration of the screen's main API call as the browser saw it (Resource
// Timing of that navigation). Medians of `runs` fresh browser contexts.
import { chromium, type Page } from "playwright-core";
import { CHROMIUM, CHROMIUM_ARGS } from "../helpers/browser";
import { median, newPage, waitInPage } from "./chromium";

const rows = (grid: string) => `section[aria-label="${grid}"] .ag-row[row-index="0"]`;
const DASHBOARD_ROWS = rows("Order Terbaru");

type Ready = string | { sel: string; text: string };

export interface ScreenCase {
  name: string;
  /** Part of the URL of the API call the figures come from. */
  call: string;
  /** First visit (code to load), then the second (code loaded, other data), each with what must
   * be painted for its figures to count as shown (the tile's text is the API's figure). */
  visits: [{ path: string; ready: Ready[] }, { path: string; ready: Ready[] }];
}

const rupiah = new Intl.NumberFormat("id-ID", {
  style: "currency",
  currency: "IDR",
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** The three screens, with the figures the API gives for each visit (asked through `get`). */
export async function screenCases(
  get: (path: string) => Promise<unknown>,
  x: { talentIds: [number, number]; months: [string, string] },
): Promise<ScreenCase[]> {
  const [t1, t2] = x.talentIds;
  const [m1, m2] = x.months;
  const monthEnd = (m: string) => {
    const [y, mo] = m.split("-").map(Number);
    return `${m}-${String(new Date(Date.UTC(y, mo, 0)).getUTCDate()).padStart(2, "0")}`;
  };
  type Data<T> = { data: T };
  const summary = async (q: string) =>
    rupiah.format(
      ((await get(`/api/report/summary/global${q}`)) as Data<{ total_uang_masuk: number }>).data
        .total_uang_masuk,
    );
  const talentPrice = async (t: number) =>
    rupiah.format(
      (
        (await get(`/api/order/talent/${t}?page=0&limit=10`)) as {
          totals: { all: { price: number } };
        }
      ).totals.all.price,
    );
  const rekapPrice = async (m: string) =>
    rupiah.format(
      (
        (await get(`/api/rekap/detail/talent/${t1}?month=${m}&page=0&limit=50`)) as Data<{
          total_price: number;
        }>
      ).data.total_price,
    );
  const range = `start=${m2}-01&end=${monthEnd(m2)}`;
  const tile = (sel: string, text: string) => ({ sel, text });
  const summaryTile = '[data-testid="summary-total_uang_masuk"][aria-busy="false"]';
  const harga = '[aria-label="Total Harga"] [aria-busy="false"]';
  const price = '[aria-label="Total Price"] [aria-busy="false"]';
  return [
    {
      name: "/admin/summary",
      call: "/api/report/summary/global",
      visits: [
        {
          path: "/admin/summary",
          ready: [tile(summaryTile, await summary("")), rows("Daftar talent")],
        },
        {
          path: `/admin/summary?${range}`,
          ready: [
            tile(summaryTile, await summary(`?start_date=${m2}-01&end_date=${monthEnd(m2)}`)),
            rows("Daftar talent"),
          ],
        },
      ],
    },
    {
      name: "/admin/report/talent/:id",
      call: "/api/order/talent/",
      visits: [
        {
          path: `/admin/report/talent/${t1}`,
          ready: [tile(harga, await talentPrice(t1)), rows("Order talent")],
        },
        {
          path: `/admin/report/talent/${t2}`,
          ready: [tile(harga, await talentPrice(t2)), rows("Order talent")],
        },
      ],
    },
    {
      name: "/admin/talent-rekap/:id",
      call: "/api/rekap/detail/talent/",
      visits: [
        {
          path: `/admin/talent-rekap/${t1}?month=${m1}`,
          ready: [tile(price, await rekapPrice(m1)), rows("Order bulan ini")],
        },
        {
          path: `/admin/talent-rekap/${t1}?month=${m2}`,
          ready: [tile(price, await rekapPrice(m2)), rows("Order bulan ini")],
        },
      ],
    },
  ];
}

/**
 * Duration (ms) of the first call whose URL holds `part` started after `t0`, from the page's
 * Resource Timing. Chromium adds a fetch's entry a moment after the page has used the answer, so
 * this waits for it (up to 3 s) rather than reading an older call's entry.
 */
function callMs(page: Page, part: string, t0: number) {
  return page.evaluate(
    ({ part, t0 }) =>
      new Promise<number>((resolve) => {
        const until = performance.now() + 3000;
        const look = () => {
          const hit = performance
            .getEntriesByType("resource")
            .find((e) => e.startTime >= t0 && e.name.includes(part) && !e.name.includes("/export"));
          if (hit) resolve((hit as PerformanceResourceTiming).responseEnd - hit.startTime);
          else if (performance.now() > until) resolve(NaN);
          else setTimeout(look, 50);
        };
        look();
      }),
    { part, t0 },
  );
}

async function visit(page: Page, k: ScreenCase, v: ScreenCase["visits"][number]) {
  const t0 = await page.evaluate(() => performance.now());
  const shown = Math.max(...(await waitInPage(page, v.ready, { go: v.path })));
  const call = await callMs(page, k.call, t0);
  await waitInPage(page, [DASHBOARD_ROWS], { go: "/admin/dashboard" });
  return { shown, call };
}

export interface ScreenResult {
  name: string;
  call: string;
  /** Medians (ms). */
  pageChange: number;
  pageChangeCall: number;
  codeLoaded: number;
  codeLoadedCall: number;
  /** codeLoaded / its call: the target is ≤ 2. */
  ratio: number;
  samples: { shown: number; call: number }[][];
}

export async function screenBench(
  base: string,
  owner: { email: string; password: string },
  cases: ScreenCase[],
  runs = 5,
): Promise<ScreenResult[]> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
    headless: true,
  });
  const samples = cases.map(() => [[], []] as { shown: number; call: number }[][]);
  try {
    for (let run = 0; run < runs; run++) {
      const { context, page } = await newPage(browser, 1, base, owner);
      context.setDefaultTimeout(120_000);
      await page.goto(`${base}/admin/dashboard`);
      await page.waitForSelector(DASHBOARD_ROWS);
      for (const [i, k] of cases.entries()) {
        for (const [visitNo, v] of k.visits.entries()) {
          samples[i][visitNo].push(await visit(page, k, v));
        }
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return cases.map((k, i) => {
    const [first, second] = samples[i];
    const m = (xs: { shown: number; call: number }[], f: "shown" | "call") =>
      Math.round(median(xs.map((x) => x[f])));
    const codeLoaded = m(second, "shown");
    const codeLoadedCall = m(second, "call");
    return {
      name: k.name,
      call: k.call,
      pageChange: m(first, "shown"),
      pageChangeCall: m(first, "call"),
      codeLoaded,
      codeLoadedCall,
      ratio: +(codeLoaded / codeLoadedCall).toFixed(2),
      samples: samples[i],
    };
  });
}
