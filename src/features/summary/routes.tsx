import type { RouteObject } from "react-router-dom";

/** Routes of this area under /admin; empty until its screens land (unknown paths show 'Halaman tidak ditemukan'). */
export const summaryRoutes: RouteObject[] = [];
