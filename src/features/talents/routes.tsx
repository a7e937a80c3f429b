import type { RouteObject } from "react-router-dom";
import { paths } from "../../client/lib/paths";
import { lazyPage } from "../../client/lib/lazy-page";
import { prefetchQueries } from "../../client/lib/route-prefetch";

const TalentsPage = lazyPage(() => import("./pages/TalentsPage"));
const CategoriesPage = lazyPage(() => import("./pages/CategoriesPage"));
const talentsQueries = prefetchQueries(() =>
  import("./atoms").then((a) => [a.talentsList.queryAtom, a.categoryPickerAtom]),
);
const categoriesQueries = prefetchQueries(() =>
  import("./atoms").then((a) => [a.categoriesList.queryAtom]),
);

/**
 * /admin/talent and /admin/talent/categories with their form routes. Each form is a child
 * route rendered as a dialog in its list page's <Outlet/>: a shared or reloaded URL shows the
 * list with the dialog open, and closing navigates back to the list URL. The add-category URL
 * sits beside the talent routes (spec path) but opens over the category list, where it returns.
 */
export const talentsRoutes: RouteObject[] = [
  {
    path: paths.talents.pattern,
    lazy: TalentsPage,
    loader: talentsQueries,
    children: [
      { path: paths.talentsAdd.pattern, lazy: lazyPage(() => import("./dialogs/AddTalentDialog")) },
      {
        path: paths.talentsEdit.pattern,
        lazy: lazyPage(() => import("./dialogs/EditTalentDialog")),
      },
    ],
  },
  {
    path: paths.categories.pattern,
    lazy: CategoriesPage,
    loader: categoriesQueries,
    children: [
      {
        path: paths.categoriesEdit.pattern,
        lazy: lazyPage(() => import("./dialogs/EditCategoryDialog")),
      },
    ],
  },
  {
    path: paths.categoriesAdd.pattern,
    lazy: CategoriesPage,
    loader: categoriesQueries,
    children: [{ index: true, lazy: lazyPage(() => import("./dialogs/AddCategoryDialog")) }],
  },
];
