/** A booking's statement page (ご利用明細, decision 0069): linked from each booking of the history. */
export const statementHref = (orderId: number) => `/courtesy/order/${orderId}`;
