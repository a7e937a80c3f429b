// POST /grid-export/:list: any grid's whole filtered set, as the grid shows it; /print: its rows
// for the printed table.
import { endpoint, file } from "../endpoint";
import { gridExportBody, gridPrintBody, gridPrintResponse, listParams } from "../lists";

export const gridExportApi = {
  export: endpoint("POST /grid-export/:list", {
    params: listParams,
    body: gridExportBody,
    ok: file("text/csv"),
    summary:
      "Semua baris daftar ini untuk filter, pencarian dan urutan yang sama (tanpa batas halaman) " +
      "sebagai CSV (`;`, UTF-8 BOM) atau .xlsx; kolom = kolom yang tampil, berurutan; baris total",
  }),
  print: endpoint("POST /grid-export/:list/print", {
    params: listParams,
    body: gridPrintBody,
    ok: gridPrintResponse,
    summary:
      "Baris daftar ini untuk dicetak (filter, pencarian dan urutan yang sama, tanpa halaman), " +
      "paling banyak PRINT_ROW_LIMIT baris; `truncated` bila lebih",
  }),
};
