import { describe, expect, it } from 'vitest';
import { notifReportRequests, parseResRetrieve, readRequest } from './reservation-messages.ts';

const envelope = (body: string) => `<?xml version="1.0"?><soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"><soap:Header/><soap:Body>${body}</soap:Body></soap:Envelope>`;
const retrieve = (content: string) => envelope(`<OTA_ResRetrieveRS xmlns="http://www.opentravel.org/OTA/2003/05" Version="1.0" TimeStamp="2026-11-28T01:00:00Z">${content}</OTA_ResRetrieveRS>`);

// A reservation in the shape of SiteMinder's pmsXchange example (two nights, two rooms, a child).
const BOOKING = `<HotelReservation CreateDateTime="2026-11-20T08:00:00+08:00" ResStatus="Book">
  <POS><Source><RequestorID Type="22" ID="SITEMINDER"/><BookingChannel Primary="true" Type="7"><CompanyName Code="CTP">Ctrip</CompanyName></BookingChannel></Source></POS>
  <UniqueID Type="14" ID="SM-1001"/>
  <RoomStays><RoomStay>
    <RoomTypes><RoomType RoomTypeCode="SUP-K"/></RoomTypes>
    <RatePlans><RatePlan RatePlanCode="BAR-RO"/></RatePlans>
    <RoomRates><RoomRate RoomTypeCode="SUP-K" RatePlanCode="BAR-RO" NumberOfUnits="2"><Rates>
      <Rate UnitMultiplier="1" RateTimeUnit="Day" EffectiveDate="2026-12-24" ExpireDate="2026-12-25"><Base AmountAfterTax="880.00" CurrencyCode="CNY"/></Rate>
      <Rate UnitMultiplier="1" RateTimeUnit="Day" EffectiveDate="2026-12-25" ExpireDate="2026-12-26"><Base AmountBeforeTax="800.00" CurrencyCode="CNY"/></Rate>
    </Rates></RoomRate></RoomRates>
    <GuestCounts><GuestCount AgeQualifyingCode="10" Count="3"/><GuestCount AgeQualifyingCode="8" Count="1"/></GuestCounts>
    <TimeSpan Start="2026-12-24" End="2026-12-26"/>
    <Total AmountAfterTax="3360.00" CurrencyCode="CNY"/>
    <BasicPropertyInfo HotelCode="FEL-HZ1"/>
  </RoomStay></RoomStays>
  <ResGuests><ResGuest><Profiles><ProfileInfo><Profile><Customer><PersonName><GivenName>Hua</GivenName><Surname>Li</Surname></PersonName><Telephone PhoneNumber="13800001111"/><Email>li@example.cn</Email></Customer></Profile></ProfileInfo></Profiles></ResGuest></ResGuests>
  <ResGlobalInfo><Comments><Comment><Text>Late arrival &amp; quiet room</Text></Comment></Comments><HotelReservationIDs><HotelReservationID ResID_Type="14" ResID_Value="CT-778899" ResID_Source="Ctrip"/></HotelReservationIDs></ResGlobalInfo>
</HotelReservation>`;

describe('OTA_ResRetrieveRS as pmsXchange sends it', () => {
  it('reads a booking: ids, channel, stay, nightly and total amounts, party, guest and comments', () => {
    const answer = parseResRetrieve(retrieve(`<Success/><ReservationsList>${BOOKING}</ReservationsList>`));
    expect(answer).toEqual({
      ok: true,
      unreadable: [],
      reservations: [
        {
          uniqueIdType: '14',
          resId: 'SM-1001',
          status: 'Book',
          version: '2026-11-20T00:00:00.000Z',
          hotelCode: 'FEL-HZ1',
          channelName: 'Ctrip',
          channelResId: 'CT-778899',
          roomStays: [
            {
              roomTypeCode: 'SUP-K',
              ratePlanCode: 'BAR-RO',
              start: '2026-12-24',
              end: '2026-12-26',
              units: 2,
              adults: 3,
              children: 1,
              nightly: [
                { date: '2026-12-24', amount: 880 },
                { date: '2026-12-25', amount: 800 },
              ],
              total: { amount: 3360, currency: 'CNY' },
            },
          ],
          guest: { name: 'Li Hua', phone: '13800001111', email: 'li@example.cn' },
          comments: 'Late arrival & quiet room',
        },
      ],
    });
  });

  it('an empty list, a cancellation without room stays, and a modification versioned by LastModifyDateTime', () => {
    expect(parseResRetrieve(retrieve('<Success/><ReservationsList/>'))).toEqual({ ok: true, reservations: [], unreadable: [] });
    const cancel = `<HotelReservation CreateDateTime="2026-11-20T08:00:00Z" LastModifyDateTime="2026-11-22T09:30:00Z" ResStatus="Cancel"><UniqueID Type="14" ID="SM-1001"/></HotelReservation>`;
    const modify = BOOKING.replace('ResStatus="Book"', 'LastModifyDateTime="2026-11-21T10:00:00+08:00" ResStatus="Modify"');
    const answer = parseResRetrieve(retrieve(`<Success/><ReservationsList>${cancel}${modify}</ReservationsList>`));
    expect(answer.ok && answer.reservations.map((r) => [r.status, r.version, r.roomStays.length, r.hotelCode])).toEqual([
      ['Cancel', '2026-11-22T09:30:00.000Z', 0, ''],
      ['Modify', '2026-11-21T02:00:00.000Z', 1, 'FEL-HZ1'],
    ]);
  });

  it('a reservation that cannot be read is set aside with its reason; the others are read', () => {
    const noRoom = BOOKING.replace('SM-1001', 'SM-2').replace(/<RoomTypes>.*?<\/RoomTypes>/s, '').replace(/RoomTypeCode="SUP-K" /, '');
    const badStatus = BOOKING.replace('SM-1001', 'SM-3').replace('ResStatus="Book"', 'ResStatus="Pending"');
    const backwards = BOOKING.replace('SM-1001', 'SM-4').replace('Start="2026-12-24" End="2026-12-26"', 'Start="2026-12-26" End="2026-12-24"');
    const answer = parseResRetrieve(retrieve(`<Success/><ReservationsList>${noRoom}${BOOKING}${badStatus}${backwards}</ReservationsList>`));
    expect(answer.ok && answer.reservations.map((r) => r.resId)).toEqual(['SM-1001']);
    expect(answer.ok && answer.unreadable.map((u) => [u.resId, u.message])).toEqual([
      ['SM-2', 'a RoomStay without RoomTypeCode'],
      ['SM-3', 'ResStatus "Pending" is not Book, Modify or Cancel'],
      ['SM-4', 'a RoomStay without a readable TimeSpan (Start before End)'],
    ]);
  });

  it("the channel's Errors, a SOAP fault and an answer that is not XML are failures with their words", () => {
    expect(parseResRetrieve(retrieve('<Errors><Error Type="4">Authentication failed</Error></Errors>'))).toEqual({ ok: false, kind: 'errors', message: 'Authentication failed (Type 4)' });
    expect(parseResRetrieve(envelope('<soap:Fault><faultcode>soap:Server</faultcode><faultstring>busy</faultstring></soap:Fault>'))).toMatchObject({ ok: false, kind: 'fault', message: 'SOAP fault soap:Server: busy' });
    expect(parseResRetrieve('<<<')).toMatchObject({ ok: false, kind: 'fault' });
  });
});

describe('requests', () => {
  const meta = { requestorId: 'FELTON', echoToken: () => 'echo-1', timeStamp: '2026-11-28T01:00:00.000Z' };

  it('OTA_ReadRQ asks for the hotel’s undelivered messages', () => {
    expect(readRequest({ ...meta, hotelCode: 'FEL-HZ1' }).xml).toBe(
      '<OTA_ReadRQ xmlns="http://www.opentravel.org/OTA/2003/05" EchoToken="echo-1" TimeStamp="2026-11-28T01:00:00.000Z" Version="1.0"><POS><Source><RequestorID Type="22" ID="FELTON"/></Source></POS><ReadRequests><HotelReadRequest HotelCode="FEL-HZ1"><SelectionCriteria SelectionType="Undelivered"/></HotelReadRequest></ReadRequests></OTA_ReadRQ>',
    );
  });

  it('OTA_NotifReportRQ: one with Success naming our orders, one with Errors for those not recorded', () => {
    const requests = notifReportRequests(meta, [
      { reservation: { resId: 'SM-1', uniqueIdType: '14' }, orderNos: ['FO1', 'FO2'], error: null },
      { reservation: { resId: 'SM-2', uniqueIdType: '14' }, orderNos: [], error: 'RoomTypeCode "X" is not mapped' },
    ]);
    expect(requests.map((r) => r.name)).toEqual(['OTA_NotifReportRQ', 'OTA_NotifReportRQ']);
    expect(requests[0]!.xml).toContain('<Success/><NotifDetails><HotelNotifReport><HotelReservations><HotelReservation><UniqueID Type="14" ID="SM-1"/><ResGlobalInfo><HotelReservationIDs><HotelReservationID ResID_Type="14" ResID_Value="FO1"/><HotelReservationID ResID_Type="14" ResID_Value="FO2"/>');
    expect(requests[1]!.xml).toContain('<Errors><Error Type="3" Code="450">SM-2: RoomTypeCode &quot;X&quot; is not mapped</Error></Errors>');
    expect(notifReportRequests(meta, [])).toEqual([]);
  });
});
