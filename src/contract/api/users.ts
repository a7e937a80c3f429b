// /users: sessions (login, refresh cookie, logout), the signed-in user, passwords, accounts.
import { messageResponse, totalResponse, z } from "../common";
import { endpoint } from "../endpoint";
import {
  accessTokenResponse,
  confirmResetBody,
  createUserBody,
  getUsersQuery,
  loginBody,
  resetPasswordBody,
  updatePasswordBody,
  user,
  usersPage,
} from "../users";

export const usersApi = {
  login: endpoint({
    method: "POST",
    path: "/users/login",
    body: loginBody,
    responses: { 200: accessTokenResponse },
    access: "public",
    summary: "Masuk: access token di body, refresh token sebagai cookie HttpOnly",
  }),
  token: endpoint({
    method: "GET",
    path: "/users/token",
    responses: { 200: accessTokenResponse },
    access: "public",
    summary: "Access token baru dari cookie refresh (dirotasi setiap kali)",
  }),
  logout: endpoint({
    method: "POST",
    path: "/users/logout",
    responses: { 200: messageResponse },
    access: "public",
    summary: "Keluar: mencabut cookie refresh",
  }),
  me: endpoint({
    method: "GET",
    path: "/users/user",
    responses: { 200: user },
    access: "user",
    summary: "Pengguna yang sedang masuk",
  }),
  list: endpoint({
    method: "GET",
    path: "/users/getUsers",
    query: getUsersQuery,
    responses: { 200: usersPage },
    access: "owner",
    summary: "Daftar pengguna per halaman (hanya owner)",
  }),
  create: endpoint({
    method: "POST",
    path: "/users/createUser",
    body: createUserBody,
    responses: { 201: z.object({ message: z.string(), user }) },
    access: "owner",
    summary: "Buat akun owner atau admin (hanya owner)",
  }),
  adminTotal: endpoint({
    method: "GET",
    path: "/users/total",
    responses: { 200: totalResponse },
    access: "user",
    summary: "Jumlah pengguna ber-role admin",
  }),
  updatePassword: endpoint({
    method: "PUT",
    path: "/users/update-password",
    body: updatePasswordBody,
    responses: { 200: messageResponse },
    access: "user",
    summary: "Ganti password pengguna yang sedang masuk",
  }),
  requestReset: endpoint({
    method: "POST",
    path: "/users/reset-password",
    body: resetPasswordBody,
    responses: { 200: messageResponse },
    access: "public",
    summary: "Kirim tautan reset password (jawaban sama, ada atau tidak emailnya)",
  }),
  confirmReset: endpoint({
    method: "POST",
    path: "/users/reset-password/confirm",
    body: confirmResetBody,
    responses: { 200: messageResponse },
    access: "public",
    summary: "Setel password baru dengan token sekali pakai dari email",
  }),
};
