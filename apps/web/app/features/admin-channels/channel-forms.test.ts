import { describe, expect, it } from 'vitest';
import { checkForm } from '@hotel/shared/forms/parse-form';
import { CHANNEL_MESSAGES, channelSaveInput, type ChannelMapping } from '@hotel/shared/schemas/admin/channels';
import { nightsRange } from './channel-format.ts';
import { connectionInput, connectionRefusal, connectionShownValues, HOTELS_FIELD } from './connection-form-values.ts';
import { checkMapping, mappingFormValues, unmappedItems } from './mapping-values.ts';

const posted = { id: '3', name: ' SiteMinder ', endpointUrl: 'https://example.com/pmsxchange', requestorId: 'FELTON', username: 'u', password: ' p w ', enabled: 'on' };

describe('the connection form', () => {
  it('posts what the save schema reads: the ticked hotels, the switch as a boolean, the password as typed', () => {
    const checked = checkForm(channelSaveInput, connectionInput(posted, ['pro001', 'pro003']));
    expect(checked).toEqual({ ok: true, data: { id: 3, type: 'pmsxchange', name: 'SiteMinder', endpointUrl: 'https://example.com/pmsxchange', requestorId: 'FELTON', username: 'u', password: ' p w ', hotelCodes: ['pro001', 'pro003'], enabled: true } });
    expect(checkForm(channelSaveInput, connectionInput({ ...posted, enabled: '' }, []))).toEqual({ ok: false, errors: { hotelCodes: CHANNEL_MESSAGES.hotelsRequired } });
  });

  it('a google connection needs no account: no username, no password; a pmsXchange one needs its username', () => {
    const google = { name: 'Google', type: 'google', endpointUrl: 'https://www.google.com', requestorId: 'felton_hotels', enabled: '' };
    expect(checkForm(channelSaveInput, connectionInput(google, ['pro001']))).toMatchObject({ ok: true, data: { type: 'google', username: '', password: '' } });
    expect(checkForm(channelSaveInput, connectionInput({ ...posted, username: '' }, ['pro001']))).toEqual({ ok: false, errors: { username: CHANNEL_MESSAGES.usernameRequired } });
    expect(connectionRefusal(CHANNEL_MESSAGES.typeUnchangeable)).toEqual({ errors: { type: CHANNEL_MESSAGES.typeUnchangeable } });
    // The requestor id is named as the form names it: Google's partner key, pmsXchange's PMS code.
    expect(checkForm(channelSaveInput, connectionInput({ ...google, requestorId: 'felton key' }, ['pro001']))).toEqual({ ok: false, errors: { requestorId: CHANNEL_MESSAGES.partnerKeyInvalid } });
    expect(checkForm(channelSaveInput, connectionInput({ ...posted, requestorId: 'FEL TON' }, ['pro001']))).toEqual({ ok: false, errors: { requestorId: CHANNEL_MESSAGES.requestorIdInvalid } });
  });

  it('never shows a refused password again', () => {
    expect(connectionShownValues(posted, ['pro001'])).not.toHaveProperty('password');
    expect(connectionShownValues(posted, ['pro001'])[HOTELS_FIELD]).toBe('pro001');
  });

  it('puts the endpoint rule, the password and the hotels at their fields, anything else above the form', () => {
    expect(connectionRefusal('エンドポイントURLは https:// で始めてください')).toEqual({ errors: { endpointUrl: 'エンドポイントURLは https:// で始めてください' } });
    expect(connectionRefusal(CHANNEL_MESSAGES.passwordRequired)).toEqual({ errors: { password: CHANNEL_MESSAGES.passwordRequired } });
    expect(connectionRefusal(CHANNEL_MESSAGES.notFound)).toEqual({ errors: {}, formError: CHANNEL_MESSAGES.notFound });
  });
});

const mapping: ChannelMapping = {
  id: 3,
  hotel: { code: 'pro001', name: '杭州西湖', channelCode: 'HGH1' },
  rooms: [
    { code: 'SK', name: 'スーペリアキング', channelCode: 'K1', note: null },
    { code: 'DK', name: 'デラックスキング', channelCode: null, note: null },
  ],
  rates: [{ code: 'BAR', name: 'ベストレート', channelCode: null, note: null }],
};

describe('the mapping form', () => {
  it('reads a saved mapping back as it posts it; blank is not mapped', () => {
    const values = mappingFormValues(mapping);
    expect(values).toEqual({ hotelChannelCode: 'HGH1', 'rooms.SK': 'K1', 'rooms.DK': '', 'rates.BAR': '' });
    expect(checkMapping(values, '3', 'pro001')).toEqual({ ok: true, data: { id: 3, hotel: 'pro001', hotelChannelCode: 'HGH1', rooms: { SK: 'K1', DK: '' }, rates: { BAR: '' } } });
    expect(unmappedItems(mapping)).toBe(2);
  });

  it('puts a bad code at its own field', () => {
    const checked = checkMapping({ hotelChannelCode: 'HGH1', 'rooms.SK': 'K 1', 'rates.BAR': 'BAR' }, '3', 'pro001');
    expect(checked).toEqual({ ok: false, errors: { 'rooms.SK': CHANNEL_MESSAGES.codeInvalid } });
  });
});

describe('the sync log', () => {
  it('shows the nights a line sent', () => {
    expect(nightsRange('2026-11-28', '2027-11-27')).toBe('2026/11/28〜2027/11/27');
    expect(nightsRange('2026-11-28', '2026-11-28')).toBe('2026/11/28');
    expect(nightsRange(null, null)).toBe('—');
  });
});
