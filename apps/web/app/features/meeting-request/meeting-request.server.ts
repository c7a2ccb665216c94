import type { AppLoadContext } from 'react-router';
import { callEndpoint } from '@hotel/shared/api/transport';
import { meetingRequestForm, toMeetingBody } from '@hotel/shared/forms/meeting-request';
import { checkForm } from '@hotel/shared/forms/parse-form';
import { MESSAGES } from '@hotel/shared/messages';
import { readPostedForm, refuseForm } from '../../lib/form-action.server.ts';

/** A meeting request the API accepted: its reception number and the spec's success message. */
export interface MeetingRequestAccepted {
  ok: true;
  id: number;
  message: string;
}

/**
 * The action of both meetings pages: the shared schema, then POST /meetingbook/meetingbook in
 * process. `hotelCode` fixes the hotel on a hotel's own page, whatever was posted.
 */
export async function submitMeetingRequest(request: Request, context: AppLoadContext, hotel?: { hotelCode: string; hotelName?: string }) {
  const values = await readPostedForm(request);
  if (hotel) values.hotelCode = hotel.hotelCode;
  const check = checkForm(meetingRequestForm, values);
  if (!check.ok) return refuseForm(values, check.errors);
  const { status, envelope } = await callEndpoint(context.transport, 'meetingbook', toMeetingBody(check.data, hotel?.hotelName));
  if (!envelope?.success || !envelope.data) return refuseForm(values, {}, envelope?.message || MESSAGES.meetingFailed, status >= 400 ? status : 500);
  return { ok: true, id: envelope.data.id, message: envelope.message || MESSAGES.meetingSucceeded } satisfies MeetingRequestAccepted;
}
