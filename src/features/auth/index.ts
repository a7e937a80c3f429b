export { bootstrapSession } from "./session-actions";
