// /talent and /talentCategories: talents and their categories. Owners and admins alike.
import { idParams, messageResponse, totalResponse, z } from "../common";
import { endpoint, file } from "../endpoint";
import { cellBatchBody, cellBatchResponse } from "../cell-batch";
import {
  categoriesPage,
  createCategoryBody,
  createTalentBody,
  exportSearchQuery,
  getAllCategoriesQuery,
  getAllTalentsQuery,
  talent,
  talentBrief,
  talentCategory,
  talentsPage,
  updateCategoryBody,
  updateTalentBody,
} from "../talents";

const talentSaved = z.object({ message: z.string(), data: talent });
const categorySaved = z.object({ message: z.string(), result: talentCategory });

export const talentsApi = {
  list: endpoint("GET /talent/getAllTalents", {
    query: getAllTalentsQuery,
    ok: talentsPage,
    summary: "Daftar talent per halaman; pencarian pada nama talent atau kategori",
  }),
  byId: endpoint("GET /talent/getTalentById/:id", {
    params: idParams,
    ok: z.object({ data: talent }),
    summary: "Satu talent",
  }),
  create: endpoint("POST /talent/createTalent", {
    body: createTalentBody,
    created: talentSaved,
    summary: "Tambah talent",
  }),
  update: endpoint("PUT /talent/:id", {
    params: idParams,
    body: updateTalentBody,
    ok: talentSaved,
    summary: "Ubah talent; field yang tidak dikirim tetap",
  }),
  cells: endpoint("POST /talent/cells", {
    body: cellBatchBody(updateTalentBody),
    ok: cellBatchResponse,
    summary:
      "Ubah beberapa talent sekaligus (tempel di tabel): tiap baris seperti ubah talent, satu transaksi — semua atau tidak sama sekali",
  }),
  remove: endpoint("DELETE /talent/:id", {
    params: idParams,
    ok: messageResponse,
    summary: "Hapus talent (409 selama masih dipakai order atau sudah menerima pembayaran)",
  }),
  brief: endpoint("GET /talent/talents", {
    ok: z.object({ result: z.array(talentBrief) }),
    summary: "Semua talent (id dan nama) untuk pilihan",
  }),
  total: endpoint("GET /talent/total", {
    ok: totalResponse,
    summary: "Jumlah talent",
  }),
  exportCsv: endpoint("GET /talent/export", {
    query: exportSearchQuery,
    ok: file("text/csv"),
    summary: "CSV semua talent yang cocok dengan pencarian daftar",
  }),
};

export const talentCategoriesApi = {
  list: endpoint("GET /talentCategories/getAllCategories", {
    query: getAllCategoriesQuery,
    // paged when page or limit is sent, else every category; the paged shape is tried first
    ok: z.union([categoriesPage, z.object({ result: z.array(talentCategory) })]),
    summary: "Kategori talent: per halaman bila page/limit dikirim, selain itu semuanya",
  }),
  byId: endpoint("GET /talentCategories/getCategoriesById/:id", {
    params: idParams,
    ok: z.object({ result: talentCategory }),
    summary: "Satu kategori dengan talent-nya",
  }),
  create: endpoint("POST /talentCategories/create", {
    body: createCategoryBody,
    created: categorySaved,
    summary: "Tambah kategori talent",
  }),
  update: endpoint("PUT /talentCategories/:id", {
    params: idParams,
    body: updateCategoryBody,
    ok: categorySaved,
    summary: "Ubah nama, deskripsi dan nama talent-talent kategori",
  }),
  cells: endpoint("POST /talentCategories/cells", {
    body: cellBatchBody(updateCategoryBody),
    ok: cellBatchResponse,
    summary:
      "Ubah beberapa kategori sekaligus (tempel di tabel): tiap baris seperti ubah kategori, satu transaksi — semua atau tidak sama sekali",
  }),
  remove: endpoint("DELETE /talentCategories/:id", {
    params: idParams,
    ok: messageResponse,
    summary: "Hapus kategori (409 selama masih punya talent)",
  }),
  exportCsv: endpoint("GET /talentCategories/export", {
    query: exportSearchQuery,
    ok: file("text/csv"),
    summary: "CSV semua kategori yang cocok dengan pencarian daftar",
  }),
};
