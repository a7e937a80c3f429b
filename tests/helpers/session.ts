// The start of an e2e file: its own server, one browser signed in per role, closed after the file.
//   let srv: RunningServer;
//   let page: Page;
//   const { toast, dialog, one } = e2eFile({ seedDemo: true }, (f) => ({ srv, page } = f));
// Signing in goes through POST /users/login, not the form: the answer's HttpOnly refresh cookie
// lands in the browser context, and the app's first page load turns it into an access token
// (RULES.md S4) as it does after a reload; the answer's access token serves the file's API
// client (api-client.ts), so one sign-in per role serves both. The form's own tests (auth,
// session, token-refresh, plain-grid's sign-in case) keep signing in through it.
import { randomBytes } from "node:crypto";
import { appendFileSync, mkdirSync } from "node:fs";
import { afterAll, beforeAll, beforeEach } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { apiClient, type ApiClient } from "./api-client";
import { openBrowser, type Browser, type BrowserOptions } from "./browser";
import { pageDiary, type PageDiary } from "./page-diary";
import { pageParts } from "./page-parts";
import { DIARIES, RESULTS_DIR } from "./results-dir";
import { E2E_OWNER, startServer, type RunningServer } from "./server";
import { DEMO_ADMIN_PASSWORD } from "../../src/server/start";

export interface Account {
  email: string;
  password: string;
}

/** The demo data's first admin (an account of the "demo" data dir, not of the empty one). */
export const E2E_ADMIN: Account = { email: "admin1@example.com", password: DEMO_ADMIN_PASSWORD };

/**
 * Signs `context` in as `who` on the server at `baseUrl`. Each context needs its own sign-in:
 * the refresh token rotates on use, and a rotated one replayed from another context is taken
 * for a stolen token and revokes the session (src/server/usecases/sessions.ts). The page then
 * has to load (goto) to pick the session up. Answers the sign-in's access token.
 */
export async function signIn(
  context: BrowserContext,
  baseUrl: string,
  who: Account = E2E_OWNER,
): Promise<string> {
  // the double-submit XSRF pair: the page's own cookie when it has loaded one, else ours (the
  // server keeps a cookie it finds and only checks that the header repeats it)
  let xsrf = (await context.cookies(baseUrl)).find((c) => c.name === "XSRF-TOKEN")?.value;
  if (!xsrf) {
    xsrf = randomBytes(24).toString("base64url");
    await context.addCookies([
      { name: "XSRF-TOKEN", value: xsrf, url: baseUrl, sameSite: "Strict" },
    ]);
  }
  const answer = await context.request.post(`${baseUrl}/api/users/login`, {
    data: { email: who.email, password: who.password },
    headers: { "x-xsrf-token": xsrf },
  });
  if (!answer.ok())
    throw new Error(`login ${who.email}: ${answer.status()} ${await answer.text()}`);
  return ((await answer.json()) as { accessToken: string }).accessToken;
}

/** A fresh browser (openBrowser) signed in as `who`; its page is blank until the test goes. */
export async function signedInBrowser(
  srv: RunningServer,
  who: Account = E2E_OWNER,
  opts: BrowserOptions = {},
): Promise<Browser & { api: ApiClient }> {
  const b = await openBrowser(opts);
  try {
    return { ...b, api: apiClient(srv.url, await signIn(b.context, srv.url, who)) };
  } catch (err) {
    await b.close();
    throw err;
  }
}

export interface E2eFile {
  srv: RunningServer;
  b: Browser;
  page: Page;
}
export interface SignedInFile extends E2eFile {
  /** The API as the browser's user, on the same sign-in. */
  api: ApiClient;
}

interface FileOptions {
  seedDemo?: boolean;
  env?: Record<string, string>;
  /** Who the browser is signed in as: the owner unless told; null = signed out. */
  as?: Account | null;
  browser?: BrowserOptions;
  /** Let the page read and write the clipboard (the grids' copy and paste). */
  clipboard?: boolean;
}

/**
 * Registers the file's beforeAll (a server on the demo or the empty data, one browser signed in
 * as `as`) and afterAll (both closed). `ready` gets them in the beforeAll, before any beforeAll
 * the file registers after this call. Returns the page's usual parts (page-parts.ts) and `one`,
 * the first row of a query on the file's database.
 */
export function e2eFile(
  opts: FileOptions & { as: null },
  ready: (f: E2eFile) => void,
): ReturnType<typeof fileParts>;
export function e2eFile(
  opts: FileOptions,
  ready: (f: SignedInFile) => void,
): ReturnType<typeof fileParts>;
export function e2eFile(opts: FileOptions, ready: (f: SignedInFile) => void) {
  let srv: RunningServer | undefined;
  let b: Browser | undefined;
  let diary: PageDiary | undefined;
  beforeAll(async () => {
    srv = await startServer({ seedDemo: opts.seedDemo, env: opts.env });
    const who = opts.as === undefined ? E2E_OWNER : opts.as;
    const opened = who
      ? await signedInBrowser(srv, who, opts.browser)
      : { ...(await openBrowser(opts.browser)), api: undefined };
    b = opened;
    diary = pageDiary(b.context);
    if (opts.clipboard)
      await b.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: srv.url });
    // a signed-out file's `ready` takes an E2eFile (the overloads above): it has no api to read
    ready({ srv, b, page: b.page, api: opened.api as ApiClient });
  });
  // a failing test tells what the page did meanwhile (page-diary.ts), also at the end of the
  // run (run-all.ts prints the file last: CI keeps only the tail of what a run printed)
  beforeEach(({ onTestFailed, task }) => {
    const since = Date.now();
    onTestFailed(async () => {
      if (!b || !diary) return;
      const report = await diary.report(b.page, since);
      console.log(report);
      mkdirSync(RESULTS_DIR, { recursive: true });
      appendFileSync(DIARIES, `${task.file.name} > ${task.name}\n${report}\n\n`);
    });
  });
  afterAll(async () => {
    await b?.close();
    await srv?.close();
  });
  return fileParts(
    () => b?.page ?? fail("page"),
    () => srv ?? fail("server"),
  );
}

const fail = (what: string): never => {
  throw new Error(`e2eFile: the ${what} is there only from the file's beforeAll on`);
};

function fileParts(page: () => Page, srv: () => RunningServer) {
  const one = async <T>(sql: string, params: unknown[] = []): Promise<T> =>
    (await srv().db.query<T>(sql, params))[0];
  /** The id a query answers (an INSERT … RETURNING id, a SELECT id). */
  const id = async (sql: string, params: unknown[] = []) =>
    (await one<{ id: number }>(sql, params)).id;
  return {
    ...pageParts(page),
    one,
    id,
    /**
     * What a file on the empty data books its orders on, written with SQL: the owner's id and
     * the talent Sinta (Woman) of the category VIP.
     */
    async ownerAndTalent() {
      const owner = await id("SELECT id FROM users WHERE role = 'owner'");
      const category = await id("INSERT INTO talent_categories (name) VALUES ('VIP') RETURNING id");
      const talent = await id(
        "INSERT INTO talents (name, gender, talent_categories_id) VALUES ('Sinta', 'Woman', $1) RETURNING id",
        [category],
      );
      return { owner, category, talent };
    },
  };
}
