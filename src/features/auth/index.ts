export { bootstrapSession, signIn } from "./session-actions";
