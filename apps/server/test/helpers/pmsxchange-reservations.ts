/**
 * The reservation side of the pmsXchange stand-in (decision 0063), written from SiteMinder's
 * "Reservations PULL" record, never from our reader: a queue of undelivered reservations,
 * modifications and cancellations per hotel, answered to OTA_ReadRQ as OTA_ResRetrieveRS and
 * removed when OTA_NotifReportRQ confirms them (Success or Errors). Until confirmed, each read
 * delivers them again, as pmsXchange does.
 */

export interface StandInRoomStay {
  room: string;
  rate: string;
  /** First night and departure day. */
  start: string;
  end: string;
  /** RoomRate@NumberOfUnits; left out when 1. */
  units?: number;
  adults: number;
  children?: number;
  /** Per room and night (Rate Base AmountAfterTax), one per night; left out: no Rates, only the Total. */
  nightly?: number[];
  /** The stay's Total AmountAfterTax. */
  total: number;
  currency?: string;
}

export interface StandInReservation {
  /** UniqueID@ID (SiteMinder's id for the reservation). */
  id: string;
  status: 'Book' | 'Modify' | 'Cancel';
  hotelCode: string;
  createdAt: string;
  /** LastModifyDateTime; left out on a first booking. */
  modifiedAt?: string;
  channel: { code: string; name: string };
  /** The travel site's own reference (HotelReservationID ResID_Type 14). */
  channelRef: string;
  guest: { given: string; surname: string; phone?: string; email?: string };
  stays: StandInRoomStay[];
  comments?: string;
}

export interface ReservationConfirmation {
  id: string;
  ok: boolean;
  /** The PMS's reservation ids it sent back (HotelReservationID ResID_Value). */
  pmsIds: string[];
  error: string | null;
}

const esc = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);
const addDays = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const amount = (value: number) => value.toFixed(2);

/** One HotelReservation as pmsXchange delivers it. */
export function hotelReservationXml(r: StandInReservation): string {
  const stays = r.stays
    .map((s) => {
      const currency = s.currency ?? 'CNY';
      const rates = (s.nightly ?? [])
        .map((price, i) => `<Rate UnitMultiplier="1" RateTimeUnit="Day" EffectiveDate="${addDays(s.start, i)}" ExpireDate="${addDays(s.start, i + 1)}"><Base AmountAfterTax="${amount(price)}" CurrencyCode="${currency}"/></Rate>`)
        .join('');
      const units = s.units && s.units !== 1 ? ` NumberOfUnits="${s.units}"` : '';
      const children = s.children ? `<GuestCount AgeQualifyingCode="8" Count="${s.children}"/>` : '';
      return (
        `<RoomStay><RoomTypes><RoomType RoomTypeCode="${esc(s.room)}"/></RoomTypes><RatePlans><RatePlan RatePlanCode="${esc(s.rate)}"/></RatePlans>` +
        `<RoomRates><RoomRate RoomTypeCode="${esc(s.room)}" RatePlanCode="${esc(s.rate)}"${units}>${rates ? `<Rates>${rates}</Rates>` : ''}</RoomRate></RoomRates>` +
        `<GuestCounts><GuestCount AgeQualifyingCode="10" Count="${s.adults}"/>${children}</GuestCounts>` +
        `<TimeSpan Start="${s.start}" End="${s.end}"/><Total AmountAfterTax="${amount(s.total)}" CurrencyCode="${currency}"/><BasicPropertyInfo HotelCode="${esc(r.hotelCode)}"/></RoomStay>`
      );
    })
    .join('');
  const phone = r.guest.phone ? `<Telephone PhoneNumber="${esc(r.guest.phone)}"/>` : '';
  const email = r.guest.email ? `<Email>${esc(r.guest.email)}</Email>` : '';
  const comments = r.comments ? `<Comments><Comment><Text>${esc(r.comments)}</Text></Comment></Comments>` : '';
  const modified = r.modifiedAt ? ` LastModifyDateTime="${r.modifiedAt}"` : '';
  return (
    `<HotelReservation CreateDateTime="${r.createdAt}"${modified} ResStatus="${r.status}">` +
    `<POS><Source><RequestorID Type="22" ID="SITEMINDER"/><BookingChannel Primary="true" Type="7"><CompanyName Code="${esc(r.channel.code)}">${esc(r.channel.name)}</CompanyName></BookingChannel></Source></POS>` +
    `<UniqueID Type="14" ID="${esc(r.id)}"/>` +
    `<RoomStays>${stays}</RoomStays>` +
    `<ResGuests><ResGuest><Profiles><ProfileInfo><Profile ProfileType="1"><Customer><PersonName><GivenName>${esc(r.guest.given)}</GivenName><Surname>${esc(r.guest.surname)}</Surname></PersonName>${phone}${email}</Customer></Profile></ProfileInfo></Profiles></ResGuest></ResGuests>` +
    `<ResGlobalInfo>${comments}<HotelReservationIDs><HotelReservationID ResID_Type="14" ResID_Value="${esc(r.channelRef)}" ResID_Source="${esc(r.channel.name)}"/></HotelReservationIDs></ResGlobalInfo>` +
    `</HotelReservation>`
  );
}

interface Queued {
  reservation: StandInReservation;
  reads: number;
}

/** The undelivered messages and the confirmations received. */
export class ReservationQueue {
  private readonly queue: Queued[] = [];
  readonly confirmations: ReservationConfirmation[] = [];

  deliver(reservation: StandInReservation): void {
    this.queue.push({ reservation, reads: 0 });
  }

  /** Every undelivered message of the hotel, in the order they were queued (each read counts as a delivery attempt). */
  read(hotelCode: string): string {
    const due = this.queue.filter((q) => q.reservation.hotelCode === hotelCode);
    for (const q of due) q.reads++;
    return due.length ? `<ReservationsList>${due.map((q) => hotelReservationXml(q.reservation)).join('')}</ReservationsList>` : '<ReservationsList/>';
  }

  /**
   * A confirmation: each UniqueID must be one delivered and not yet confirmed (pmsXchange refuses
   * others with Type 3); the ones confirmed leave the queue (their first delivered message).
   */
  confirm(items: Array<{ id: string; pmsIds: string[] }>, ok: boolean, error: string | null): string | null {
    for (const item of items) {
      if (!this.queue.some((q) => q.reservation.id === item.id && q.reads > 0)) return `Reservation ${item.id} has not been delivered or was already confirmed`;
    }
    for (const item of items) {
      const index = this.queue.findIndex((q) => q.reservation.id === item.id && q.reads > 0);
      this.queue.splice(index, 1);
      this.confirmations.push({ id: item.id, ok, pmsIds: item.pmsIds, error });
    }
    return null;
  }

  get pending(): number {
    return this.queue.length;
  }

  clear(): void {
    this.queue.length = 0;
    this.confirmations.length = 0;
  }
}
