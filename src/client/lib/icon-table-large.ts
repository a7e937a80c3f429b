// 20 px paths of the icons drawn at `size={20}` or larger (dashboard cards, NonIdealState), in
// a chunk of their own (icons.ts loads it for the first large icon, or with the rest once the
// page is shown). Same rules as icon-table.ts.
import type { IconName } from "@blueprintjs/core";

import error20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/error.js";
import search20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/search.js";
import offline20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/offline.js";
import warningSign20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/warning-sign.js";
import bankAccount20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/bank-account.js";
import dollar20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/dollar.js";
import heart20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/heart.js";
import people20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/people.js";
import person20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/person.js";
import shoppingCart20 from "@blueprintjs/icons/lib/esm/generated/20px/paths/shopping-cart.js";

/** 20 px paths: icons drawn at `size={20}` or larger (dashboard cards, NonIdealState). */
export const ICONS_20: Partial<Record<IconName, string[]>> = {
  "bank-account": bankAccount20,
  dollar: dollar20,
  heart: heart20,
  error: error20,
  people: people20,
  person: person20,
  "shopping-cart": shoppingCart20,
  search: search20,
  offline: offline20,
  "warning-sign": warningSign20,
};
