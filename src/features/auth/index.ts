export { bootstrapSession, signIn, signOut } from "./session-actions";
