// Accessibility, the owner's walk over the lists, catalog and forms: axe-core on each route,
// then every button of its content and every cell editor of its first grid row
// (tests/helpers/axe-walk.ts): 0 critical and 0 serious violations, and each dialog gives the
// focus back to its opener when Escape closes it. Split from a11y.test.ts so the walk's halves
// run beside the other files.
import { OWNER_REPORT_ROUTES, ownerWalkSuite } from "../helpers/axe-walk";

ownerWalkSuite("list, catalog and form", (url) => !OWNER_REPORT_ROUTES.test(url));
