import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MESSAGES } from '@hotel/shared/messages';
import { envelope } from '@hotel/shared/schemas/envelope';
import { meetingBody, meetingResult } from '@hotel/shared/schemas/meeting';
import type { Clock } from '../../lib/clock.ts';
import { ok } from '../../lib/envelope.ts';
import { maskPhone, type MeetingService } from './meeting.service.ts';

export const meetingRoutes: FastifyPluginAsyncZod<{ meetings: MeetingService; clock: Clock }> = async (app, { meetings: service, clock }) => {
  // The spec's client reads `msg`; `message` carries the same text like every other answer.
  app.post(
    '/meetingbook/meetingbook',
    { schema: { tags: ['meeting'], body: meetingBody, response: { 200: envelope(meetingResult).extend({ msg: envelope(meetingResult).shape.message }) } } },
    async (req) => {
      const { id } = await service.request(req.body, clock());
      const b = req.body;
      // The applicant's name stays out of the log (decision 0043); staff read it in the inbox and the hotel's notice.
      req.log.info(
        { meetingRequestId: id, hotelCode: b.hotelCode, contactPhone: maskPhone(b.contactPhone), meetingType: b.meetingType, peopleNums: b.peopleNums, beginTime: b.beginTime, endTime: b.endTime },
        'meeting request',
      );
      return { ...ok({ id }, MESSAGES.meetingSucceeded), msg: MESSAGES.meetingSucceeded };
    },
  );
};
