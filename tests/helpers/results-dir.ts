// Where a run leaves what it found (tests/run-all.ts empties it first): the JSON reports, the
// summary line, the screenshots, and the page diaries of the failed browser tests.
import { join } from "node:path";

export const RESULTS_DIR = "test-results";
/** The page diaries of the run's failed browser tests (session.ts writes, run-all.ts prints). */
export const DIARIES = join(RESULTS_DIR, "page-diaries.txt");
