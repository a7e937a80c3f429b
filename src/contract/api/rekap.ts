// /rekap/detail/*: the monthly talent and admin reports.
import { idParams, z } from "../common";
import { endpoint } from "../endpoint";
import { adminRekap, rekapQuery, talentRekap } from "../reports";

export const rekapApi = {
  talent: endpoint({
    method: "GET",
    path: "/rekap/detail/talent/:id",
    params: idParams,
    query: rekapQuery,
    responses: { 200: z.object({ data: talentRekap }) },
    access: "user",
    summary: "Rekap bulanan satu talent dengan semua order-nya",
  }),
  admin: endpoint({
    method: "GET",
    path: "/rekap/detail/admin/:id",
    params: idParams,
    query: rekapQuery,
    responses: { 200: z.object({ data: adminRekap }) },
    access: "user",
    summary: "Rekap bulanan satu admin dengan semua order-nya",
  }),
};
