import { http } from "../../../client/lib/http";
import type { CreateUserBody, User } from "../../../contract/users";

/** POST /users/createUser (owner only) → 201 {message, user}. */
export const createUser = (body: CreateUserBody) =>
  http.post<{ message: string; user: User }>("/users/createUser", body);
