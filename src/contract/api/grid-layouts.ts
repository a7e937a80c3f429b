// /grid-layouts/:grid: the signed-in user's column layout of one grid.
import { messageResponse } from "../common";
import { endpoint } from "../endpoint";
import { gridLayoutBody, gridLayoutResponse, gridParams } from "../grid-layouts";

export const gridLayoutsApi = {
  get: endpoint({
    method: "GET",
    path: "/grid-layouts/:grid",
    params: gridParams,
    responses: { 200: gridLayoutResponse },
    access: "user",
    summary: "Tata letak kolom grid milik pengguna ini (null = bawaan)",
  }),
  save: endpoint({
    method: "PUT",
    path: "/grid-layouts/:grid",
    params: gridParams,
    body: gridLayoutBody,
    responses: { 200: gridLayoutResponse },
    access: "user",
    summary: "Simpan lebar, urutan dan sisi sematan kolom grid untuk pengguna ini",
  }),
  reset: endpoint({
    method: "DELETE",
    path: "/grid-layouts/:grid",
    params: gridParams,
    responses: { 200: messageResponse },
    access: "user",
    summary: "Atur ulang kolom: hapus tata letak tersimpan",
  }),
};
