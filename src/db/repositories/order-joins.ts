/**
 * The one join from an order (alias `o`) to its handler `u`, talent `t`, service `s` and
 * sub-service `ss`: the order list and detail, the order reports and the talent rekap all read
 * through it, so the aliases and the LEFT JOINs of the optional catalog rows agree everywhere.
 */
export const ORDER_JOINS = `
  JOIN users u ON u.id = o.user_id
  JOIN talents t ON t.id = o.talents_id
  LEFT JOIN services s ON s.id = o.services_id
  LEFT JOIN sub_services ss ON ss.id = o.sub_service_id`;
