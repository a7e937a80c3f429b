// /grid-views/:grid: named views of one grid (own views plus the ones shared with everyone).
import { messageResponse } from "../common";
import { endpoint } from "../endpoint";
import {
  gridParams,
  gridViewBody,
  gridViewResponse,
  gridViewsResponse,
  viewParams,
} from "../grid-views";

export const gridViewsApi = {
  list: endpoint({
    method: "GET",
    path: "/grid-views/:grid",
    params: gridParams,
    responses: { 200: gridViewsResponse },
    access: "user",
    summary: "Tampilan tersimpan grid ini: milik pengguna dan yang dibagikan, urut nama",
  }),
  create: endpoint({
    method: "POST",
    path: "/grid-views/:grid",
    params: gridParams,
    body: gridViewBody,
    responses: { 201: gridViewResponse },
    access: "user",
    summary: "Simpan filter, urutan, kolom dan ukuran halaman saat ini sebagai tampilan bernama",
  }),
  update: endpoint({
    method: "PUT",
    path: "/grid-views/:grid/:id",
    params: viewParams,
    body: gridViewBody,
    responses: { 200: gridViewResponse },
    access: "user",
    summary: "Perbarui tampilan milik sendiri (nama, berbagi, isi)",
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/grid-views/:grid/:id",
    params: viewParams,
    responses: { 200: messageResponse },
    access: "user",
    summary: "Hapus tampilan milik sendiri",
  }),
};
