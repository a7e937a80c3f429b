// /grid-layouts/:grid: the signed-in user's column layout of one grid.
import { messageResponse } from "../common";
import { endpoint } from "../endpoint";
import { gridLayoutBody, gridLayoutResponse, gridParams } from "../grid-layouts";

export const gridLayoutsApi = {
  get: endpoint("GET /grid-layouts/:grid", {
    params: gridParams,
    ok: gridLayoutResponse,
    summary: "Tata letak kolom grid milik pengguna ini (null = bawaan)",
  }),
  save: endpoint("PUT /grid-layouts/:grid", {
    params: gridParams,
    body: gridLayoutBody,
    ok: gridLayoutResponse,
    summary: "Simpan lebar, urutan dan sisi sematan kolom grid untuk pengguna ini",
  }),
  reset: endpoint("DELETE /grid-layouts/:grid", {
    params: gridParams,
    ok: messageResponse,
    summary: "Atur ulang kolom: hapus tata letak tersimpan",
  }),
};
