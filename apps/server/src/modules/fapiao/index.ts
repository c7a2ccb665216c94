/**
 * Fapiao (发票) requests (issue 28, decision 0071). Owns fapiao_requests and fapiao_documents;
 * reads orders only through the FapiaoOrders port. The member's side is the guest API's
 * /order/*Fapiao, the hotel's finance queue /adminapi/v1/fapiao.
 */
export { createFapiaoModule } from './module.ts';
export { fapiaoRoutes } from './fapiao.routes.ts';
