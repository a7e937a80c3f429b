// /talent and /talentCategories: talents and their categories. Owners and admins alike.
import { idParams, messageResponse, totalResponse, z } from "../common";
import { endpoint, file } from "../endpoint";
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
  list: endpoint({
    method: "GET",
    path: "/talent/getAllTalents",
    query: getAllTalentsQuery,
    responses: { 200: talentsPage },
    access: "user",
    summary: "Daftar talent per halaman; pencarian pada nama talent atau kategori",
  }),
  byId: endpoint({
    method: "GET",
    path: "/talent/getTalentById/:id",
    params: idParams,
    responses: { 200: z.object({ data: talent }) },
    access: "user",
    summary: "Satu talent",
  }),
  create: endpoint({
    method: "POST",
    path: "/talent/createTalent",
    body: createTalentBody,
    responses: { 201: talentSaved },
    access: "user",
    summary: "Tambah talent",
  }),
  update: endpoint({
    method: "PUT",
    path: "/talent/:id",
    params: idParams,
    body: updateTalentBody,
    responses: { 200: talentSaved },
    access: "user",
    summary: "Ubah talent; field yang tidak dikirim tetap",
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/talent/:id",
    params: idParams,
    responses: { 200: messageResponse },
    access: "user",
    summary: "Hapus talent (409 selama masih dipakai order)",
  }),
  brief: endpoint({
    method: "GET",
    path: "/talent/talents",
    responses: { 200: z.object({ result: z.array(talentBrief) }) },
    access: "user",
    summary: "Semua talent (id dan nama) untuk pilihan",
  }),
  total: endpoint({
    method: "GET",
    path: "/talent/total",
    responses: { 200: totalResponse },
    access: "user",
    summary: "Jumlah talent",
  }),
  exportCsv: endpoint({
    method: "GET",
    path: "/talent/export",
    query: exportSearchQuery,
    responses: { 200: file("text/csv") },
    access: "user",
    summary: "CSV semua talent yang cocok dengan pencarian daftar",
  }),
};

export const talentCategoriesApi = {
  list: endpoint({
    method: "GET",
    path: "/talentCategories/getAllCategories",
    query: getAllCategoriesQuery,
    // paged when page or limit is sent, else every category; the paged shape is tried first
    responses: { 200: z.union([categoriesPage, z.object({ result: z.array(talentCategory) })]) },
    access: "user",
    summary: "Kategori talent: per halaman bila page/limit dikirim, selain itu semuanya",
  }),
  byId: endpoint({
    method: "GET",
    path: "/talentCategories/getCategoriesById/:id",
    params: idParams,
    responses: { 200: z.object({ result: talentCategory }) },
    access: "user",
    summary: "Satu kategori dengan talent-nya",
  }),
  create: endpoint({
    method: "POST",
    path: "/talentCategories/create",
    body: createCategoryBody,
    responses: { 201: categorySaved },
    access: "user",
    summary: "Tambah kategori talent",
  }),
  update: endpoint({
    method: "PUT",
    path: "/talentCategories/:id",
    params: idParams,
    body: updateCategoryBody,
    responses: { 200: categorySaved },
    access: "user",
    summary: "Ubah nama, deskripsi dan nama talent-talent kategori",
  }),
  remove: endpoint({
    method: "DELETE",
    path: "/talentCategories/:id",
    params: idParams,
    responses: { 200: messageResponse },
    access: "user",
    summary: "Hapus kategori (409 selama masih punya talent)",
  }),
  exportCsv: endpoint({
    method: "GET",
    path: "/talentCategories/export",
    query: exportSearchQuery,
    responses: { 200: file("text/csv") },
    access: "user",
    summary: "CSV semua kategori yang cocok dengan pencarian daftar",
  }),
};
