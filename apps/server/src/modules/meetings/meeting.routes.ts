import { MESSAGES } from '@hotel/shared/messages';
import { envelope } from '@hotel/shared/schemas/envelope';
import { meetingResult } from '@hotel/shared/schemas/meeting';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import type { GuestRoutes } from '../../lib/guest-endpoint.ts';
import { maskPhone, type MeetingService } from './meeting.service.ts';

export const meetingRoutes = {
  // The spec's client reads `msg`; `message` carries the same text like every other answer.
  meetingbook: {
    access: 'public',
    tag: 'meeting',
    response: envelope(meetingResult).extend({ msg: envelope(meetingResult).shape.message }),
    answer: async ({ meetings: service, clock }, b, { request }) => {
      const { id } = await service.request(b, clock());
      // The applicant's name stays out of the log (decision 0043); staff read it in the inbox and the hotel's notice.
      request.log.info(
        { meetingRequestId: id, hotelCode: b.hotelCode, contactPhone: maskPhone(b.contactPhone), meetingType: b.meetingType, peopleNums: b.peopleNums, beginTime: b.beginTime, endTime: b.endTime },
        'meeting request',
      );
      return { ...ok({ id }, MESSAGES.meetingSucceeded), msg: MESSAGES.meetingSucceeded };
    },
  },
} satisfies GuestRoutes<{ meetings: MeetingService; clock: Clock }>;
