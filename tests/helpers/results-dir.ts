// Where a run leaves what it found (tests/run-all.ts empties it first): the JSON reports, the
// summary line, the screenshots, and the page diaries of the failed browser tests.
import { join } from "node:path";

export const RESULTS_DIR = "test-results";
/** PNGs for a person to look at: pages (SCREENSHOTS=1) and PDF pages. */
export const SCREENSHOTS_DIR = join(RESULTS_DIR, "screenshots");
/** The page diaries of the run's failed browser tests (session.ts writes, run-all.ts prints). */
export const DIARIES = join(RESULTS_DIR, "page-diaries.txt");
