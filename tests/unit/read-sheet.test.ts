// The upload reader (src/server/imports/read-sheet.ts) reads a two-sheet workbook every time:
// exceljs' streaming reader, given the entries as writers store them (xl/workbook.xml last),
// lost the sheet names about once in 200 reads and the file was refused as "not a spreadsheet".
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { readSheet } from "../../src/server/imports/read-sheet";

describe("readSheet", () => {
  it("reads the first visible sheet of a two-sheet workbook on every one of 1,500 reads", async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet("Rahasia", { state: "hidden" }).addRow(["bukan ini"]);
    const ws = wb.addWorksheet("Order");
    ws.addRow(["No Order", "Harga"]);
    for (let i = 1; i <= 5; i++) ws.addRow([i, 1000 * i]);
    const bytes = Buffer.from(await wb.xlsx.writeBuffer());
    const outcomes = new Map<string, number>();
    for (let i = 0; i < 1500; i++) {
      const got = await readSheet(bytes, "order.xlsx").then(
        (s) => `${s.name}:${s.rows.length}:${s.rows[5]?.join(",")}`,
        (e: Error) => e.message,
      );
      outcomes.set(got, (outcomes.get(got) ?? 0) + 1);
    }
    expect(Object.fromEntries(outcomes)).toEqual({ "Order:6:5,5000": 1500 });
  }, 120_000);
});
