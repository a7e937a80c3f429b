// /analysis/pivot: the money of a date range by one row dimension × one period.
import { endpoint } from "../endpoint";
import { pivotQuery, pivotResponse } from "../analysis";

export const analysisApi = {
  pivot: endpoint("GET /analysis/pivot", {
    query: pivotQuery,
    ok: pivotResponse,
    summary:
      "Pivot uang: baris (talent, admin, jasa, …) × periode (minggu, bulan, kuartal, tahun) " +
      "dengan nilai yang dipilih, total per baris, per kolom dan keseluruhan",
  }),
};
