// The Blueprint icons this app draws, and nothing else. Blueprint's default loader fetches the
// SVG paths of all ~700 icons (two chunks of ~103 KB gzip each, 16 px and 20 px); this table
// ships only the ones in use (installed as Blueprint's loader by icons.ts), and the build also
// cuts Blueprint's list of all icon names down to these (vite.config.ts, ~9 KB gzip).
//
// TO ADD AN ICON: import its 16 px paths below (or in icon-table-first.ts when /login draws it)
// and list it in ICONS_16; one drawn at size >= 20 also needs its 20 px paths in
// icon-table-large.ts (ICONS_20, its own chunk). `tests/unit/icons.test.ts` fails when the code
// names an icon that is missing here; in the browser a missing icon renders blank and the console says
// "[Blueprint] Unknown icon 'x'". Blueprint's own components (dialog close, select carets,
// callout signs...) draw their icons from built-in components and need no entry.
// This file must not import "@blueprintjs/icons" itself (the build points that package's name
// list here).
import type { IconName } from "@blueprintjs/core";
import { ICONS_16_FIRST } from "./icon-table-first";

import pivotTable16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/pivot-table.js";
import print16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/print.js";
import import16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/import.js";
import undo16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/undo.js";
import sendMessage16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/send-message.js";
import add16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/add.js";
import reset16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/reset.js";
import filter16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/filter.js";
import filterRemove16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/filter-remove.js";
import thDerived16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/th-derived.js";
import bankAccount16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/bank-account.js";
import heart16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/heart.js";
import dollar16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/dollar.js";
import columnLayout16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/column-layout.js";
import cross16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/cross.js";
import documentOpen16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/document-open.js";
import error16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/error.js";
import offline16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/offline.js";
import warningSign16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/warning-sign.js";
import refresh16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/refresh.js";
import arrowLeft16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/arrow-left.js";
import gridView16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/grid-view.js";
import th16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/th.js";
import tickCircle16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/tick-circle.js";
import box16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/box.js";
import calendar16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/calendar.js";
import chart16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/chart.js";
import chevronLeft16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-left.js";
import chevronRight16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/chevron-right.js";
import dashboard16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/dashboard.js";
import doubleChevronLeft16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/double-chevron-left.js";
import doubleChevronRight16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/double-chevron-right.js";
import download16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/download.js";
import edit16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/edit.js";
import history16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/history.js";
import list16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/list.js";
import lock16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/lock.js";
import logOut16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/log-out.js";
import menu16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/menu.js";
import newPerson16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/new-person.js";
import people16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/people.js";
import person16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/person.js";
import plus16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/plus.js";
import search16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/search.js";
import shoppingCart16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/shopping-cart.js";
import trash16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/trash.js";
import unlock16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/unlock.js";
import user16 from "@blueprintjs/icons/lib/esm/generated/16px/paths/user.js";

/** 16 px paths: every icon drawn under 20 px (buttons, inputs, sidebar). */
export const ICONS_16: Partial<Record<IconName, string[]>> = {
  ...ICONS_16_FIRST,
  filter: filter16,
  reset: reset16,
  "filter-remove": filterRemove16,
  "bank-account": bankAccount16,
  "send-message": sendMessage16,
  dollar: dollar16,
  heart: heart16,
  "th-derived": thDerived16,
  "arrow-left": arrowLeft16,
  "grid-view": gridView16,
  th: th16,
  "tick-circle": tickCircle16,
  add: add16,
  "column-layout": columnLayout16,
  cross: cross16,
  "document-open": documentOpen16,
  error: error16,
  box: box16,
  calendar: calendar16,
  chart: chart16,
  "chevron-left": chevronLeft16,
  "chevron-right": chevronRight16,
  dashboard: dashboard16,
  "double-chevron-left": doubleChevronLeft16,
  "double-chevron-right": doubleChevronRight16,
  download: download16,
  edit: edit16,
  history: history16,
  list: list16,
  lock: lock16,
  "log-out": logOut16,
  menu: menu16,
  "new-person": newPerson16,
  people: people16,
  person: person16,
  plus: plus16,
  search: search16,
  "shopping-cart": shoppingCart16,
  trash: trash16,
  user: user16,
  refresh: refresh16,
  offline: offline16,
  "warning-sign": warningSign16,
  unlock: unlock16,
  "pivot-table": pivotTable16,
  print: print16,
  import: import16,
  undo: undo16,
};
