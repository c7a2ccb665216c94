/** ChildRoomsDetail: the N-th room type of the hotel's list (spec: query index). */
export function roomDetailHref(hotelCode: string, index: number): string {
  return `/${hotelCode}/room-detail/room-detail?index=${index}`;
}
