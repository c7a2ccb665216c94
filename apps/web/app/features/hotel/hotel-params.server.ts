import { redirect, type Params } from 'react-router';
import type { HotelCode } from '@hotel/shared/constants';
import { isHotelCode } from '@hotel/shared/navigation';

/**
 * The hotel code of a per-hotel route. An unknown code sends the visitor to / (the spec's
 * navigation guard). Every per-hotel loader calls it, because loaders run in parallel with the
 * layout's and must not query the API with a code the layout is about to reject.
 */
export function hotelCodeFrom(params: Params): HotelCode {
  const code = params.hotelCode ?? '';
  if (!isHotelCode(code)) throw redirect('/');
  return code;
}
