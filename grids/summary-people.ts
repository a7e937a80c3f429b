// The summary's two clickable lists (RULES.md S2): admins (ID, Username) and talents (ID, Nama).
// A row click opens the detail popup; the lists are short, so they show whole (StaticGrid), each
// filtered by name in its header on the server (GET /report/summary/global admin_name, talent_name).
import type { ColDef } from "ag-grid-community";
import type { GlobalSummary } from "../src/contract/summary";
import { filterBy } from "../src/components/server-grid";
import { numberCol } from "./column-types";

export type SummaryAdmin = GlobalSummary["admins"][number];
export type SummaryTalent = GlobalSummary["talents"][number];

const idCol = <Row>() =>
  numberCol<Row>("id" as never, "ID", { width: 80, minWidth: 70, flex: 0, pinned: null });

export const summaryAdminColumns: ColDef<SummaryAdmin>[] = [
  idCol<SummaryAdmin>(),
  { field: "username", headerName: "Username", minWidth: 140, ...filterBy.text("admin_name") },
];

export const summaryTalentColumns: ColDef<SummaryTalent>[] = [
  idCol<SummaryTalent>(),
  { field: "name", headerName: "Nama", minWidth: 140, ...filterBy.text("talent_name") },
];
