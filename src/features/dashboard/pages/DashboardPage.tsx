import type { IconName } from "@blueprintjs/core";
import { useAtomValue, type Atom } from "jotai";
import type { AtomWithQueryResult } from "../../../client/lib/query-client";
import { currentUserAtom } from "../../../client/lib/session";
import { useListGrid } from "../../../components/list/use-list-grid";
import { FigureCard, FigureCards } from "../../../components/report/FigureCard";
import { serverMessage } from "../../../components/feedback";
import { ErrorCallout } from "../../../components/form/ErrorCallout";
import { ServerGrid } from "../../../components/server-grid";
import { dashboardOrdersColumns } from "../../../../grids/dashboard-orders";
import {
  DASHBOARD_PAGE_SIZES,
  adminTotalAtom,
  latestOrdersList,
  orderTotalAtom,
  talentTotalAtom,
} from "../atoms";
import { DashboardCharts } from "./DashboardCharts";
import "./dashboard.css";

function TotalCard(props: {
  label: string;
  icon: IconName;
  color: string;
  testId: string;
  atom: Atom<AtomWithQueryResult<number>>;
}) {
  const q = useAtomValue(props.atom);
  return (
    <FigureCard
      label={props.label}
      icon={props.icon}
      color={props.color}
      testId={props.testId}
      value={q.data}
      loading={q.data === undefined && q.isPending}
    />
  );
}

function LatestOrders() {
  const { query, grid } = useListGrid(latestOrdersList);
  return (
    <section className="dashboard-section">
      <h2>Order Terbaru</h2>
      <ErrorCallout>{query.isError && serverMessage(query.error)}</ErrorCallout>
      <ServerGrid
        ariaLabel="Order Terbaru"
        columnDefs={dashboardOrdersColumns}
        columnChooser="dashboard-orders"
        pageSizes={DASHBOARD_PAGE_SIZES}
        getRowId={(r) => r.order_id}
        {...grid}
      />
    </section>
  );
}

/** /admin/dashboard (RULES.md S2): who is signed in, three totals and the latest orders. */
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
      <FigureCards>
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
      </FigureCards>
      <LatestOrders />
      <DashboardCharts />
    </>
  );
}
