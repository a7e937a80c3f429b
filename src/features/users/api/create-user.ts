import { call } from "../../../client/lib/call";
import { usersApi } from "../../../contract/api/users";
import type { CreateUserBody } from "../../../contract/users";

/** POST /users/createUser (owner only) → 201 {message, user}. */
export const createUser = (body: CreateUserBody) => call(usersApi.create, { body });
