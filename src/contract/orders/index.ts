// The order contract's door: wire fields and caps, the forms, the list and export queries, the
// answers. Code outside this folder imports "contract/orders", never a file in it; the field
// helpers the list query shares with the forms (digits, optional, the enums) stay inside.
export {
  ORDER_MESSAGES,
  PROOF_IMAGE_TYPES,
  MAX_PROOF_IMAGE_BYTES,
  MAX_PRICE,
  MAX_TIPS,
  MAX_TIPS_TOTAL,
  MAX_SAFE_ORDERS,
  tip,
  createOrderFields,
  updateOrderFields,
  type CreateOrderInput,
  type UpdateOrderInput,
} from "./fields";
export * from "./forms";
export * from "./list-query";
export * from "./rows";
