/**
 * Desk booking (issue 25 "Book by phone or at the desk", decision 0059): staff book a stay for a
 * guest on the phone, at the desk or by mail (/adminapi/v1/orders/book*). The availability is the
 * guest search's own answer; a member is found by exact phone or card number through user's
 * lookup; the booking takes the rooms (inventory), prices them with quoteStay, writes the order
 * through orders' StaffOrdersService and its audit line, in one transaction. Owns no table.
 */
export { createDeskBookingModule } from './module.ts';
