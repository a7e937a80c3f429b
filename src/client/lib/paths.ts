// The typed route table: every client route of RULES.md S2 and RULES.md D5. Links and the
// router use these; `build` fills params so URLs are never concatenated by hand.
import { generatePath } from "react-router-dom";

type ParamsOf<P extends string> = P extends `${string}:${infer Param}/${infer Rest}`
  ? { [K in Param | keyof ParamsOf<Rest>]: string | number }
  : P extends `${string}:${infer Param}`
    ? { [K in Param]: string | number }
    : Record<string, never>;

function route<P extends string>(pattern: P) {
  return {
    pattern,
    build: (params: ParamsOf<P>) =>
      generatePath(
        pattern,
        Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])) as never,
      ),
  };
}

export const paths = {
  landing: route("/"),
  login: route("/login"),
  forgotPassword: route("/forgot-password"),
  resetPassword: route("/reset-password"),
  admin: route("/admin"),
  dashboard: route("/admin/dashboard"),
  profile: route("/admin/profile"),
  createUser: route("/admin/create-user"),
  users: route("/admin/users"),
  audit: route("/admin/audit"),
  services: route("/admin/services"),
  servicesAdd: route("/admin/services/add"),
  servicesAddSub: route("/admin/services/addSubServices"),
  servicesEdit: route("/admin/services/edit/:id"),
  talents: route("/admin/talent"),
  talentsAdd: route("/admin/talent/add"),
  talentsEdit: route("/admin/talent/edit/:id"),
  categoriesAdd: route("/admin/talent/addCategories"),
  categories: route("/admin/talent/categories"),
  categoriesEdit: route("/admin/talent/categories/edit/:id"),
  orders: route("/admin/orders"),
  ordersAdd: route("/admin/orders/add"),
  ordersImport: route("/admin/orders/import"),
  ordersEdit: route("/admin/orders/edit/:id"),
  summary: route("/admin/summary"),
  weekly: route("/admin/report/weekly"),
  weeklyTalent: route("/admin/report/weekly-talent"),
  weeklyTalentReports: route("/admin/report/weekly-talent-reports"),
  weeklyTalentReport: route("/admin/report/weekly-talent-report/:id"),
  talentsOrdersSummary: route("/admin/report/talents-orders-summary"),
  talentReport: route("/admin/report/talent/:id"),
  adminsOrdersSummary: route("/admin/report/admins-orders-summary"),
  adminReport: route("/admin/report/admin/:id"),
  kas: route("/admin/kas"),
  analysis: route("/admin/analysis"),
  talentRekap: route("/admin/talent-rekap/:id"),
  adminRekap: route("/admin/admin-rekap/:id"),
} as const;
