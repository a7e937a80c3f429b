import { containsFilter, dateRangeFilter, datesInOrder, selectFilter } from "./column-filters";
import { z, ROLES, pageQuery, paged, nameText, searchText, sortParams } from "./common";
import { USER_MESSAGES } from "./values";

const ALL_FIELDS = "Semua field harus diisi";

export const loginBody = z.strictObject({
  email: z.string().trim().min(1, "Email wajib diisi").pipe(z.email("Format email tidak valid")),
  password: z.string().min(1, "Password wajib diisi").max(200),
});
export type LoginBody = z.infer<typeof loginBody>;

export const accessTokenResponse = z.object({ accessToken: z.string() });

export const user = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  created_at: z.string(),
});
export type User = z.infer<typeof user>;

/** What the access token carries (the spec's session user). */
export const sessionUser = user.pick({ id: true, username: true, email: true, role: true });
export type SessionUser = z.infer<typeof sessionUser>;

export const USER_SORTS = ["id", "username", "email", "role", "created_at"] as const;
export const getUsersQuery = z
  .strictObject({
    search_query: searchText,
    username: containsFilter(),
    email: containsFilter(),
    role: selectFilter(ROLES),
    ...dateRangeFilter(),
    ...pageQuery(5),
    ...sortParams(USER_SORTS),
  })
  .superRefine(datesInOrder);
export type GetUsersQuery = z.infer<typeof getUsersQuery>;
export const usersPage = paged(user);
export type UsersPage = z.infer<typeof usersPage>;

export const PASSWORD_MIN = 8;
const password = z
  .string(ALL_FIELDS)
  .min(1, ALL_FIELDS)
  .min(PASSWORD_MIN, `Password minimal ${PASSWORD_MIN} karakter`)
  .max(200, "Password maksimal 200 karakter");

export const createUserBody = z
  .strictObject({
    username: nameText(50).pipe(
      z.string().regex(/^[\w.\- ]+$/, "Username hanya boleh huruf, angka, spasi, titik, - dan _"),
    ),
    email: z
      .string(ALL_FIELDS)
      .trim()
      .min(1, ALL_FIELDS)
      .max(200)
      .pipe(z.email("Format email tidak valid")),
    password,
    confirmPassword: z.string(ALL_FIELDS).min(1, ALL_FIELDS),
    role: z.enum(ROLES, "Role harus owner atau admin"),
  })
  .refine((b) => b.password === b.confirmPassword, {
    message: "Password dan konfirmasi tidak cocok",
    path: ["confirmPassword"],
  });
export type CreateUserBody = z.infer<typeof createUserBody>;

const ALL_COLUMNS = "Semua kolom harus diisi";
export const updatePasswordBody = z
  .strictObject({
    oldPassword: z.string(ALL_COLUMNS).min(1, ALL_COLUMNS).max(200),
    newPassword: z
      .string(ALL_COLUMNS)
      .min(1, ALL_COLUMNS)
      .min(PASSWORD_MIN, `Password minimal ${PASSWORD_MIN} karakter`)
      .max(200),
    confirmPassword: z.string(ALL_COLUMNS).min(1, ALL_COLUMNS),
  })
  .refine((b) => b.newPassword === b.confirmPassword, {
    message: "Konfirmasi password tidak cocok",
    path: ["confirmPassword"],
  });
export type UpdatePasswordBody = z.infer<typeof updatePasswordBody>;

export const resetPasswordBody = z.strictObject({
  email: z
    .string("Email wajib diisi")
    .trim()
    .min(1, "Email wajib diisi")
    .max(200)
    .pipe(z.email("Format email tidak valid")),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

export const confirmResetBody = z
  .strictObject({
    token: z
      .string(USER_MESSAGES.resetInvalid)
      .min(20, USER_MESSAGES.resetInvalid)
      .max(200, USER_MESSAGES.resetInvalid),
    newPassword: password,
    confirmPassword: z.string(ALL_FIELDS).min(1, ALL_FIELDS),
  })
  .refine((b) => b.newPassword === b.confirmPassword, {
    message: "Konfirmasi password tidak cocok",
    path: ["confirmPassword"],
  });
export type ConfirmResetBody = z.infer<typeof confirmResetBody>;

export { USER_MESSAGES } from "./values";
export { USER_FILTERS } from "./filter-fields";
