import { Card, Icon, type IconName } from "@blueprintjs/core";
import { useAtomValue, useSetAtom, type Atom } from "jotai";
import type { AtomWithQueryResult } from "jotai-tanstack-query";
import { formatNumber } from "../../../client/lib/format";
import { currentUserAtom } from "../../../client/lib/session";
import { ServerGrid } from "../../../components/server-grid";
import { dashboardOrdersColumns } from "../../../../grids/dashboard-orders";
import {
  DASHBOARD_PAGE_SIZES,
  adminTotalAtom,
  latestOrdersList,
  orderTotalAtom,
  talentTotalAtom,
} from "../atoms";
import "./dashboard.css";

function TotalCard(props: {
  label: string;
  icon: IconName;
  color: string;
  testId: string;
  atom: Atom<AtomWithQueryResult<number>>;
}) {
  const q = useAtomValue(props.atom);
  const loading = q.data === undefined && q.isPending;
  return (
    <Card className="dashboard-card" compact>
      <span
        className="dashboard-card-icon"
        style={{ background: `${props.color}1a`, color: props.color }}
      >
        <Icon icon={props.icon} size={20} />
      </span>
      <div>
        <div className="dashboard-card-label">{props.label}</div>
        <div
          className={`dashboard-card-value${loading ? " bp6-skeleton" : ""}`}
          data-testid={props.testId}
          aria-busy={loading}
        >
          {q.data === undefined ? (loading ? "0" : "-") : formatNumber(q.data)}
        </div>
      </div>
    </Card>
  );
}

function LatestOrders() {
  const list = latestOrdersList;
  const q = useAtomValue(list.queryAtom);
  const page = useAtomValue(list.pageAtom);
  const size = useAtomValue(list.sizeAtom);
  const setPage = useSetAtom(list.pageAtom);
  const setSize = useSetAtom(list.setSizeAtom);
  return (
    <section className="dashboard-section">
      <h2>Order Terbaru</h2>
      <ServerGrid
        ariaLabel="Order Terbaru"
        columnDefs={dashboardOrdersColumns}
        rows={q.data?.rows}
        totalRows={q.data?.totalRows ?? 0}
        loading={q.isFetching && q.data === undefined}
        page={page}
        pageSize={size}
        pageSizes={DASHBOARD_PAGE_SIZES}
        onPageChange={setPage}
        onPageSizeChange={setSize}
        getRowId={(r) => r.order_id}
      />
    </section>
  );
}

/** /admin/dashboard (spec §2): who is signed in, three totals and the latest orders. */
export default function DashboardPage() {
  const user = useAtomValue(currentUserAtom);
  return (
    <>
      <div className="page-header dashboard-heading">
        <div>
          <h1>Selamat datang, {user?.username}</h1>
          <p className="muted dashboard-email">{user?.email}</p>
          <p className="dashboard-tagline">
            Kelola dan pantau keuangan Anda dengan mudah melalui dashboard yang intuitif.
          </p>
        </div>
      </div>
      <div className="dashboard-cards">
        <TotalCard
          label="Total Orders"
          icon="shopping-cart"
          color="#2d72d2"
          testId="total-orders"
          atom={orderTotalAtom}
        />
        <TotalCard
          label="Total Talent"
          icon="people"
          color="#238551"
          testId="total-talent"
          atom={talentTotalAtom}
        />
        <TotalCard
          label="Total Admin"
          icon="person"
          color="#c87619"
          testId="total-admin"
          atom={adminTotalAtom}
        />
      </div>
      <LatestOrders />
    </>
  );
}
