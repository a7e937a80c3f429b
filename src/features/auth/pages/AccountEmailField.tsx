// The account's email box of the sign-in forms: the browser offers the saved username for it.
import { TextField } from "../../../components/form/bound-fields";

export const AccountEmailField = ({ id }: { id: string }) => (
  <TextField
    name="email"
    label="Email"
    id={id}
    type="email"
    required
    autoComplete="username"
    autoFocus
  />
);
