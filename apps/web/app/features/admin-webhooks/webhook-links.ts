import { withHotel } from '../../lib/admin-hotel.ts';

/** The back office's webhook pages (routes.ts). */
export const WEBHOOKS_PATH = '/admin/webhooks';
export const WEBHOOK_LOG_PATH = '/admin/webhooks/log';

/** An endpoint's form on the list page. */
export const editWebhookHref = (hotel: string, id: number) => withHotel(WEBHOOKS_PATH, hotel, { edit: id });

/** An endpoint's delivery log. */
export const webhookLogHref = (hotel: string, id: number) => withHotel(WEBHOOK_LOG_PATH, hotel, { id });

/** An order of the endpoint's hotel (its events name the order). */
export const orderDetailHref = (hotel: string, orderNo: string) => withHotel('/admin/orders/detail', hotel, { orderNo });
