// PlainGrid's layout and texts (components/server-grid/first-paint/plain-grid.ts): the widths are the ones AG
// Grid gives the same columns (measured in Chromium on /admin/talent and /admin/orders, 1440 px
// window: the e2e plain-grid test checks the pixels), and the cells read what AG Grid would show.
import { describe, expect, it } from "vitest";
import type { ColDef } from "ag-grid-community";
import { plainCellText, plainColumns } from "../../src/components/server-grid/first-paint";
import { withPinnedLabels } from "../../src/components/server-grid/core";
import { actionsCol, moneyCol, rowNumberCol } from "../../grids/column-types";

const DEFAULTS: ColDef = { flex: 1, minWidth: 90 };
type Row = { name: string; gender: string; category: string; sp: string; price: number };
const noActions = { onDetail: () => undefined, onEdit: () => undefined, onDelete: () => undefined };

const talentLike: ColDef<Row>[] = [
  rowNumberCol<Row>(),
  { field: "name", headerName: "Nama", minWidth: 180, flex: 2 },
  { field: "gender", headerName: "Gender", minWidth: 100, flex: 1 },
  { field: "category", headerName: "Kategori", minWidth: 160, flex: 2 },
  { field: "sp", headerName: "Status SP", minWidth: 110, flex: 1 },
  actionsCol<Row>(noActions),
];

describe("plainColumns", () => {
  it("gives the talent list's columns AG Grid's widths in a 1180 px grid", () => {
    const cols = plainColumns(talentLike, DEFAULTS, {}, 1180);
    expect(cols.map((c) => [c.key, c.width, c.pinned])).toEqual([
      ["rowNumber", 64, "left"],
      ["name", 335, null],
      ["gender", 168, null],
      ["category", 335, null],
      ["sp", 168, null],
      ["actions", 110, "right"],
    ]);
    expect(cols.reduce((a, c) => a + c.width, 0)).toBe(1180);
  });

  it("keeps a flex column at its minimum when the room is short, and others share the rest", () => {
    const width = (inner: number) =>
      Object.fromEntries(
        plainColumns(talentLike, DEFAULTS, {}, inner).map((c) => [c.key, c.width]),
      );
    // 800 - 64 - 110 = 626 for 6 flex parts: Status SP would get 104 < its 110
    const w = width(800);
    expect(w.sp).toBe(110);
    expect(w.name + w.gender + w.category).toBe(516);
    expect(w.name).toBe(w.category);
    // too little room for every minimum: each column at its minimum, the centre scrolls
    const narrow = width(500);
    expect([narrow.name, narrow.gender, narrow.category, narrow.sp]).toEqual([180, 100, 160, 110]);
  });

  it("orders left-pinned, centre and right-pinned columns, locked columns first, hidden ones out", () => {
    const cols = plainColumns<Row>(
      [
        { colId: "__select", width: 44, minWidth: 44, flex: null, pinned: "left" },
        rowNumberCol<Row>(),
        moneyCol<Row>("price", "Harga", { pinned: "right", flex: 0, width: 150 }),
        { field: "name", headerName: "Nama" },
        { field: "sp", headerName: "SP", hide: true },
      ],
      DEFAULTS,
      {},
      1000,
    );
    expect(cols.map((c) => c.key)).toEqual(["rowNumber", "__select", "name", "price"]);
    expect(cols.find((c) => c.key === "price")).toMatchObject({ right: true, width: 150 });
    expect(cols.find((c) => c.key === "name")?.width).toBe(1000 - 64 - 44 - 150);
  });

  it("unpins as AG Grid does when the pinned sides leave the centre under 50 px (a phone)", () => {
    const cols: ColDef<Row>[] = [
      { field: "name", headerName: "Nama", pinned: "left", width: 120, flex: 0 },
      { field: "gender", headerName: "Gender", minWidth: 100 },
      moneyCol<Row>("price", "Harga", { pinned: "right", flex: 0, width: 150 }),
      actionsCol<Row>(noActions),
    ];
    const at = (inner: number) =>
      plainColumns(cols, DEFAULTS, {}, inner).map((c) => [c.key, c.pinned, c.width]);
    // 120 + 150 + 110 = 380 pinned: fits 440 - 50, nothing moves
    expect(at(440)).toEqual([
      ["name", "left", 120],
      ["gender", null, 100],
      ["price", "right", 150],
      ["actions", "right", 110],
    ]);
    // 368 (a 390 px phone): 380 - 318 = 62 too many; the first right-pinned (Harga) goes to the
    // centre, in its column order, and takes its flex share with Gender
    expect(at(368)).toEqual([
      ["name", "left", 120],
      ["gender", null, 100],
      ["price", null, 150],
      ["actions", "right", 110],
    ]);
    // 250: 180 too many; Harga (150), then the first left-pinned (Nama) in turn, and the rest fit
    expect(at(250).map(([key, pinned]) => [key, pinned])).toEqual([
      ["name", null],
      ["gender", null],
      ["price", null],
      ["actions", "right"],
    ]);
  });

  it("takes a column's named type", () => {
    const [col] = plainColumns<Row>(
      [{ field: "price", type: "wide" }],
      DEFAULTS,
      { wide: { flex: null, width: 321 } },
      1000,
    );
    expect(col.width).toBe(321);
  });
});

describe("plainCellText", () => {
  it("leaves a renderer's list blank for AG Grid, never '[object Object]'", () => {
    const [talents] = plainColumns<{ talents: { name: string }[] }>(
      [{ field: "talents", headerName: "Talent", cellRenderer: () => null }],
      { flex: 1, minWidth: 90, valueFormatter: (p) => String(p.value ?? "-") },
      {},
      1000,
    );
    const data = { talents: [{ name: "Ayu" }, { name: "Bima" }] };
    expect(plainCellText(talents, data, 0, false, { page: 0, pageSize: 10 })).toBe("");
  });

  const cols = plainColumns<Row>(
    withPinnedLabels<Row>([
      rowNumberCol<Row>(),
      { field: "name", headerName: "Nama" },
      moneyCol<Row>("price", "Harga"),
      actionsCol<Row>(noActions),
    ]),
    DEFAULTS,
    {},
    1000,
  );
  const [no, name, price, actions] = cols;
  const row = { name: "Ayu", gender: "", category: "", sp: "", price: 1500000 };
  const ctx = { page: 2, pageSize: 10 };

  it("reads the row number, the field and the formatted rupiah", () => {
    expect(plainCellText(no, row, 3, false, ctx)).toBe("24");
    expect(plainCellText(name, row, 3, false, ctx)).toBe("Ayu");
    expect(plainCellText(price, row, 3, false, ctx)).toBe("Rp\u00a01.500.000");
  });

  it("shows '-' for an empty value and nothing for a button column", () => {
    expect(plainCellText(name, { ...row, name: "" }, 0, false, ctx)).toBe("-");
    expect(plainCellText(actions, row, 0, false, ctx)).toBe("");
  });

  it("puts a pinned row's label in the first text column and leaves the No column blank", () => {
    const total = { price: 7001484, __label: "Total halaman ini" };
    expect(plainCellText(no, total, 0, true, ctx)).toBe("");
    expect(plainCellText(name, total, 0, true, ctx)).toBe("Total halaman ini");
    expect(plainCellText(price, total, 0, true, ctx)).toBe("Rp\u00a07.001.484");
  });

  it("leaves a cell blank when its getter needs AG Grid's API", () => {
    const [col] = plainColumns<Row>(
      [{ colId: "x", valueGetter: (p) => p.api.getDisplayedRowCount() }],
      DEFAULTS,
      {},
      500,
    );
    expect(plainCellText(col, row, 0, false, ctx)).toBe("");
  });
});
