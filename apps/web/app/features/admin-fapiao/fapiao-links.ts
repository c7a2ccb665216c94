import { withHotel } from '../../lib/admin-hotel.ts';

/** The back office's fapiao pages (routes.ts). */
export const FAPIAO_PATH = '/admin/fapiao';
const FAPIAO_DETAIL_PATH = '/admin/fapiao/detail';

export const fapiaoDetailHref = (hotel: string, id: number) => withHotel(FAPIAO_DETAIL_PATH, hotel, { id });

/** The order's statement (another page of issue 28, built beside this one). */
export const statementHref = (hotel: string, orderId: number) => withHotel('/admin/orders/statement', hotel, { id: orderId });

/** The stored e-invoice, served by the staff API itself as a download. */
export const fapiaoDocumentHref = (hotel: string, id: number) => `/adminapi/v1/fapiao/document?hotel=${encodeURIComponent(hotel)}&id=${id}`;
