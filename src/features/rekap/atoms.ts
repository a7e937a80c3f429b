// The monthly reports (RULES.md S2 talent-rekap, admin-rekap): month (`?month=`, default the current
// month in Asia/Jakarta), sort and page in the URL; the server pages the month and sends its
// totals with every page, so the pinned rows and tiles are the server's figures.
import { sortToWire, type ListSort } from "../../contract/list-query";
import { createListAtoms, type ListParams, type PinnedTotals } from "../../client/lib/list-atoms";
import { paths } from "../../client/lib/paths";
import type { QueryRoot } from "../../client/lib/invalidation";
import { pageAndAllRows } from "../../components/server-grid";
import type { ListId } from "../../contract/lists";
import { currentMonthIn } from "../../money/time";
import type {
  AdminRekap,
  AdminRekapSort,
  AdminRekapTotals,
  TalentRekap,
  TalentRekapSort,
  TalentRekapTotals,
} from "../../contract/rekap";
import type { AdminRekapRow } from "../../../grids/admin-rekap";
import type { TalentRekapRow } from "../../../grids/talent-rekap";
import { getAdminRekap, getTalentRekap } from "./api/get-rekap";
import {
  ADMIN_REKAP_FILTERS,
  filterKeys,
  TALENT_REKAP_FILTERS,
  type ColumnFilterFields,
} from "../../contract/filter-fields";

export const REKAP_PAGE_SIZES = [10, 25, 50, 100];

/**
 * Month, sort and header filters of a rekap list as API query fields (the export sends the same;
 * a rekap's filters are its only filter keys).
 */
export const rekapQuery = <S extends string>(p: ListParams) => ({
  ...p.filters,
  month: p.month || undefined,
  ...sortToWire(p.sort as ListSort<S> | null),
});

/**
 * One monthly report's list: `get` answers one page of the month with the month's totals (and
 * the page's, under `page_totals`); `asRow` puts totals under the grid's columns.
 */
const rekapList = <
  Row,
  Totals,
  Rekap extends Totals & { orders: Row[]; totalRows?: number; page_totals?: Totals },
>(
  /** The query key, and the declared list (contract/lists.ts) its 'Cetak' prints. */
  key: QueryRoot & ListId,
  path: string,
  get: (
    id: number,
    query: ReturnType<typeof rekapQuery> & { page: number; limit: number } & Record<
        string,
        unknown
      >,
  ) => Promise<{ data: Rekap }>,
  asRow: (t: Totals) => Partial<Row>,
  /** The rekap's header filters (contract/filter-fields.ts), sent with every page. */
  filterFields: ColumnFilterFields = {},
) =>
  createListAtoms<Row, PinnedTotals<Row> & { rekap: Rekap }>({
    key,
    path,
    defaultSize: 25,
    defaultMonth: () => currentMonthIn(),
    defaultSort: { by: "tanggal", dir: "ASC" },
    filterKeys: filterKeys(filterFields),
    exportAs: { list: key, query: rekapQuery },
    fetch: async (p) => {
      const { data } = await get(p.scopeId ?? 0, {
        ...rekapQuery(p),
        page: p.page,
        limit: p.size,
      });
      return {
        rows: data.orders,
        totalRows: data.totalRows ?? data.orders.length,
        totals: pageAndAllRows(asRow(data.page_totals ?? data), asRow(data)),
        rekap: data,
      };
    },
  });

export const talentRekapList = rekapList<TalentRekapRow, TalentRekapTotals, TalentRekap>(
  "rekap-talent",
  paths.talentRekap.pattern,
  (id, q) => getTalentRekap(id, { ...q, sort_by: q.sort_by as TalentRekapSort | undefined }),
  (t) => ({
    price: t.total_price,
    talent_share: t.total_talent_share,
    tip: t.total_tip,
    total: t.total,
  }),
  TALENT_REKAP_FILTERS,
);

export const adminRekapList = rekapList<AdminRekapRow, AdminRekapTotals, AdminRekap>(
  "rekap-admin",
  paths.adminRekap.pattern,
  (id, q) => getAdminRekap(id, { ...q, sort_by: q.sort_by as AdminRekapSort | undefined }),
  (t) => ({
    tips_admin: t.total_admin_tip,
    admin_fee: t.total_admin_fee,
    total: t.total_admin_fee_including_tips,
  }),
  ADMIN_REKAP_FILTERS,
);
