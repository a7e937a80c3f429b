// Stand-in for the orders list (built on the "orders" branch) so the create and edit dialogs
// can open over /admin/orders until the two meet; replaced by OrdersPage at the merge.
import { Button } from "@blueprintjs/core";
import { Outlet, useNavigate } from "react-router-dom";
import { paths } from "../../../client/lib/paths";

export default function OrdersPlaceholderPage() {
  const navigate = useNavigate();
  return (
    <div>
      <h2>Orders</h2>
      <Button
        intent="primary"
        icon="plus"
        text="Create Order"
        onClick={() => navigate(paths.ordersAdd.pattern)}
      />
      <Outlet />
    </div>
  );
}
