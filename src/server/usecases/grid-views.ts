// Named grid views: anyone signed in saves their own; only an owner shares one with everyone;
// only the view's maker updates or deletes it (a shared view is read-only for the others).
import type { Db } from "../../db/connection";
import * as views from "../../db/repositories/grid-views";
import type { GridViewRow } from "../../db/repositories/grid-views";
import {
  MAX_VIEWS_PER_GRID,
  VIEW_MESSAGES,
  type GridView,
  type GridViewBody,
} from "../../contract/grid-views";
import type { SessionUser } from "../../contract/users";
import { conflict, forbidden, notFound } from "../http-error";

const toView = (r: GridViewRow, userId: number): GridView => ({
  id: r.id,
  grid: r.grid,
  name: r.name,
  shared: r.shared,
  owner_id: r.owner_id,
  owner_name: r.owner_name,
  mine: r.owner_id === userId,
  state: typeof r.state === "string" ? JSON.parse(r.state) : r.state,
  updated_at: new Date(r.updated_at).toISOString(),
});

type Input = views.ViewInput & Required<Pick<GridViewBody, "shared">>;

function checkShare(user: SessionUser, body: Input) {
  if (body.shared && user.role !== "owner") throw forbidden(VIEW_MESSAGES.shareOwnerOnly);
}

export const listViews = async (db: Db, user: SessionUser, grid: string) =>
  (await views.listViews(db, user.id, grid)).map((r) => toView(r, user.id));

export async function createView(db: Db, user: SessionUser, grid: string, body: Input) {
  checkShare(user, body);
  if (await views.nameTaken(db, user.id, grid, body.name)) throw conflict(VIEW_MESSAGES.duplicate);
  const id = await views.insertView(db, user.id, grid, body, MAX_VIEWS_PER_GRID);
  if (id === undefined) throw conflict(VIEW_MESSAGES.tooMany);
  return toView((await views.getView(db, grid, id))!, user.id);
}

async function ownView(db: Db, user: SessionUser, grid: string, id: number) {
  const row = await views.getView(db, grid, id);
  // another user's private view does not exist for this user
  if (!row || (row.owner_id !== user.id && !row.shared)) throw notFound(VIEW_MESSAGES.notFound);
  if (row.owner_id !== user.id) throw forbidden(VIEW_MESSAGES.notYours);
  return row;
}

export async function updateView(db: Db, user: SessionUser, grid: string, id: number, body: Input) {
  await ownView(db, user, grid, id);
  checkShare(user, body);
  if (await views.nameTaken(db, user.id, grid, body.name, id))
    throw conflict(VIEW_MESSAGES.duplicate);
  await views.updateView(db, id, body);
  return toView((await views.getView(db, grid, id))!, user.id);
}

export async function deleteView(db: Db, user: SessionUser, grid: string, id: number) {
  await ownView(db, user, grid, id);
  await views.deleteView(db, id);
}
