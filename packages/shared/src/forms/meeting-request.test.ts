import { describe, expect, it } from 'vitest';
import { MESSAGES, SERVER_MESSAGES } from '../messages.ts';
import { meetingBody } from '../schemas/meeting.ts';
import { meetingRequestForm, toMeetingBody, toMeetingTime } from './meeting-request.ts';
import { checkForm } from './parse-form.ts';

const form = {
  applyName: '山田 太郎',
  hotelCode: 'pro001',
  meetingType: '会議',
  peopleNums: '50-100',
  contactPhone: '13912345678',
  beginTime: '2030-05-01T10:00',
  endTime: '2030-05-01T17:00',
  note: '',
};

const firstMessage = (value: object) => {
  const result = checkForm(meetingRequestForm, value);
  return result.ok ? null : Object.values(result.errors)[0];
};

describe('meetingRequestForm (both meetings pages and their actions)', () => {
  it('turns datetime-local values into the API format and gives a body the API accepts', () => {
    const result = checkForm(meetingRequestForm, form);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.data).toMatchObject({ beginTime: '2030-05-01 10:00:00', endTime: '2030-05-01 17:00:00' });
    expect(meetingBody.safeParse(toMeetingBody(result.data, 'フェルトン')).success).toBe(true);
  });

  it('checks in the spec order: applicant, type (hotel first), attendees, phone, time range', () => {
    const wrong = { applyName: '', hotelCode: '', meetingType: '', peopleNums: '', contactPhone: '2', beginTime: '', endTime: '' };
    expect(firstMessage(wrong)).toBe(MESSAGES.meetingApplicantRequired);
    expect(firstMessage({ ...wrong, applyName: '山田' })).toBe(MESSAGES.meetingTypeRequired);
    expect(firstMessage({ ...wrong, applyName: '山田', hotelCode: 'pro001' })).toBe(MESSAGES.meetingTypeRequired);
    expect(firstMessage({ ...form, peopleNums: '' })).toBe(MESSAGES.meetingPeopleRequired);
    expect(firstMessage({ ...form, contactPhone: '23800138000' })).toBe(MESSAGES.mobileInvalid);
    expect(firstMessage({ ...form, endTime: '' })).toBe(MESSAGES.meetingTimeRequired);
  });

  it('names the field of an impossible time, and puts an end before the begin on the end field', () => {
    const errors = (value: object) => {
      const result = checkForm(meetingRequestForm, value);
      return result.ok ? {} : result.errors;
    };
    expect(errors({ ...form, beginTime: '2030-02-30T10:00' })).toEqual({ beginTime: SERVER_MESSAGES.meetingBeginInvalid });
    expect(errors({ ...form, endTime: '2030-05-01 25:00:00' })).toEqual({ endTime: SERVER_MESSAGES.meetingEndInvalid });
    expect(errors({ ...form, beginTime: '2030-05-01T17:00', endTime: '2030-05-01T10:00' })).toEqual({ endTime: SERVER_MESSAGES.meetingTimeOrder });
    expect(errors({ ...form, endTime: '' })).toEqual({ endTime: MESSAGES.meetingTimeRequired });
  });

  it('leaves other time text alone', () => {
    expect(toMeetingTime('2030-05-01 10:00:00')).toBe('2030-05-01 10:00:00');
    expect(toMeetingTime('2030-05-01T10:00:30')).toBe('2030-05-01 10:00:30');
  });
});
