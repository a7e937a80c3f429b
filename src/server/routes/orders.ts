import type { App } from "../types";
import { ORDER_MESSAGES, createOrderFields, updateOrderFields } from "../../contract/orders";
import { ordersApi } from "../../contract/api/orders";
import * as orderCases from "../usecases/orders";
import { bulkOrders } from "../usecases/order-bulk";
import { changeRows } from "../usecases/row-batch";
import { implement } from "./implement";
import { readImageForm } from "../forms";

/** /order: the order write path and list; owners and admins alike. */
export default async function ordersRoutes(app: App) {
  implement(app, ordersApi, {
    create: async (req) => {
      const { input, image } = await readImageForm(app, req, createOrderFields);
      const data = await orderCases.createOrder(app.db, req.user, input, image);
      return { message: ORDER_MESSAGES.created, data };
    },

    byId: async (req) => ({ data: await orderCases.getOrder(app.db, req.params.id) }),

    update: async (req) => {
      const { input, image } = await readImageForm(app, req, updateOrderFields);
      const data = await orderCases.updateOrder(app.db, req.user.id, req.params.id, input, image);
      return { message: ORDER_MESSAGES.updated, data };
    },

    remove: async (req) => {
      await orderCases.deleteOrder(app.db, req.user, req.params.id);
      return { message: ORDER_MESSAGES.deleted };
    },

    bulk: async (req) => bulkOrders(app.db, req.user, req.body),

    // a paste in the orders grid: every row as PUT /order/updateOrder would change it, or none
    cells: async (req) =>
      changeRows(
        app.db,
        req.body.rows,
        (db, id, body) => orderCases.updateOrder(db, req.user.id, id, body),
        ORDER_MESSAGES.updated,
      ),

    list: async (req) => orderCases.listOrders(app.db, req.query),

    // A suggestion for the create form; the unique index still decides when two forms race.
    nextNumber: async () => ({ no_order: await orderCases.nextOrderNumber(app.db) }),
    total: async () => ({ total: await orderCases.totalOrders(app.db) }),
  });
}
