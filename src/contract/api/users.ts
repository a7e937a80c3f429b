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
  login: endpoint("POST /users/login", {
    body: loginBody,
    ok: accessTokenResponse,
    access: "public",
    summary: "Masuk: access token di body, refresh token sebagai cookie HttpOnly",
  }),
  token: endpoint("GET /users/token", {
    ok: accessTokenResponse,
    access: "public",
    summary: "Access token baru dari cookie refresh (dirotasi setiap kali)",
  }),
  logout: endpoint("POST /users/logout", {
    ok: messageResponse,
    access: "public",
    summary: "Keluar: mencabut cookie refresh",
  }),
  me: endpoint("GET /users/user", {
    ok: user,
    summary: "Pengguna yang sedang masuk",
  }),
  list: endpoint("GET /users/getUsers", {
    query: getUsersQuery,
    ok: usersPage,
    access: "owner",
    summary: "Daftar pengguna per halaman (hanya owner)",
  }),
  create: endpoint("POST /users/createUser", {
    body: createUserBody,
    created: z.object({ message: z.string(), user }),
    access: "owner",
    summary: "Buat akun owner atau admin (hanya owner)",
  }),
  adminTotal: endpoint("GET /users/total", {
    ok: totalResponse,
    summary: "Jumlah pengguna ber-role admin",
  }),
  updatePassword: endpoint("PUT /users/update-password", {
    body: updatePasswordBody,
    ok: messageResponse,
    summary: "Ganti password pengguna yang sedang masuk",
  }),
  requestReset: endpoint("POST /users/reset-password", {
    body: resetPasswordBody,
    ok: messageResponse,
    access: "public",
    summary: "Kirim tautan reset password (jawaban sama, ada atau tidak emailnya)",
  }),
  confirmReset: endpoint("POST /users/reset-password/confirm", {
    body: confirmResetBody,
    ok: messageResponse,
    access: "public",
    summary: "Setel password baru dengan token sekali pakai dari email",
  }),
};
