// The icons the sign-in pages draw (the password toggle), apart from the full table so /login
// loads a few hundred bytes of paths instead of all of them (bundle budget: /login ≤ 150 KB).
// icon-table.ts includes these too; icons.ts answers from here first. Same rules as that file.
import type { IconName } from "@blueprintjs/core";

import eyeOff16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/eye-off.js";
import eyeOpen16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/eye-open.js";

/** 16 px paths of the first paint's icons. */
export const ICONS_16_FIRST: Partial<Record<IconName, string[]>> = {
  "eye-off": eyeOff16,
  "eye-open": eyeOpen16,
};
