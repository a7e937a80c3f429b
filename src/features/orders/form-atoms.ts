// What the create and edit order dialogs read: the pickers, the current rates for the share
// preview, the suggested order number and one order by id. After a save every query is
// invalidated (client/lib/invalidation.ts: an order's money shows everywhere).
import { atomWithQuery } from "../../client/lib/query-client";
import { entityAtoms } from "../../client/lib/entity-atoms";
import { currentUserAtom } from "../../client/lib/session";
import { queryClient } from "../../client/lib/query-client";
import { getNextOrderNumber } from "./api/get-next-order-number";
import { getOrderById } from "./api/get-order-by-id";
import { getRates } from "./api/get-rates";
import { getServiceChoices } from "./api/get-service-choices";
import { getTalentChoices } from "./api/get-talent-choices";
import { getUserChoices } from "./api/get-user-choices";

const ORDER_FORM_KEY = "orderForm";

export const talentChoicesAtom = atomWithQuery(() => ({
  queryKey: [ORDER_FORM_KEY, "talents"],
  queryFn: async () => (await getTalentChoices()).result,
}));

export const serviceChoicesAtom = atomWithQuery(() => ({
  queryKey: [ORDER_FORM_KEY, "services"],
  queryFn: async () => (await getServiceChoices()).result,
}));

/** Only owners may list users (GET /users/getUsers); an admin records orders as themself. */
export const userChoicesAtom = atomWithQuery((get) => ({
  queryKey: [ORDER_FORM_KEY, "users"],
  queryFn: async () => (await getUserChoices()).result,
  enabled: get(currentUserAtom)?.role === "owner",
}));

/** The rates in force now (basis points come from these percents with the money rules). */
export const ratesAtom = atomWithQuery(() => ({
  queryKey: [ORDER_FORM_KEY, "rates"],
  queryFn: async () => (await getRates()).data,
  staleTime: 0,
}));

const NEXT_NUMBER_KEY = [ORDER_FORM_KEY, "nextNumber"];

/**
 * The suggested order number. The create dialog calls `refreshNextOrderNumber` when it opens and
 * takes only an answer fetched since (a cached one may be the number just used); every save
 * invalidates it too.
 */
export const nextOrderNumberAtom = atomWithQuery(() => ({
  queryKey: NEXT_NUMBER_KEY,
  queryFn: async () => (await getNextOrderNumber()).no_order,
  staleTime: 0,
  gcTime: 0,
}));

export const refreshNextOrderNumber = () =>
  queryClient.refetchQueries({ queryKey: NEXT_NUMBER_KEY });

export const orderDetailAtom = entityAtoms(
  ORDER_FORM_KEY,
  async (id) => (await getOrderById(id)).data,
);
