/** Where the API lives: same origin `/api` by default, or another backend of this API. */
export const API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined) || "/api";
