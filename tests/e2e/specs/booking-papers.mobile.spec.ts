import { bookingPapersWalk } from './booking-papers-walk.ts';

bookingPapersWalk();
