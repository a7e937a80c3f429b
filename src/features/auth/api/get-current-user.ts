import { http } from "../../../client/lib/http";
import type { User } from "../../../contract/users";

export const getCurrentUser = () => http.get<User>("/users/user", { silentAuth: true });
