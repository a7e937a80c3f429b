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
  list: endpoint("GET /grid-views/:grid", {
    params: gridParams,
    ok: gridViewsResponse,
    summary: "Tampilan tersimpan grid ini: milik pengguna dan yang dibagikan, urut nama",
  }),
  create: endpoint("POST /grid-views/:grid", {
    params: gridParams,
    body: gridViewBody,
    created: gridViewResponse,
    summary: "Simpan filter, urutan, kolom dan ukuran halaman saat ini sebagai tampilan bernama",
  }),
  update: endpoint("PUT /grid-views/:grid/:id", {
    params: viewParams,
    body: gridViewBody,
    ok: gridViewResponse,
    summary: "Perbarui tampilan milik sendiri (nama, berbagi, isi)",
  }),
  remove: endpoint("DELETE /grid-views/:grid/:id", {
    params: viewParams,
    ok: messageResponse,
    summary: "Hapus tampilan milik sendiri",
  }),
};
