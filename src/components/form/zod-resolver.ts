// The zod resolver in its own module, so use-contract-form.ts can import() it: it pulls zod's
// core (~25 KB gzip) that no form needs before its first validation.
export { zodResolver } from "@hookform/resolvers/zod";
