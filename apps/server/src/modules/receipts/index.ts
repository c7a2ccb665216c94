/**
 * Receipts (領収書, issue 28, decision 0070): a paid or stayed booking's receipt, numbered per
 * hotel, each issue kept with its PDF (owns receipt_counters and order_receipts). Reads orders,
 * payments and hotels through their modules' services.
 */
export { createReceiptsModule } from './module.ts';
export { receiptRoutes } from './receipt.routes.ts';
