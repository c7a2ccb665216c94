import { useEffect, useRef, useState } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { MESSAGES } from '@hotel/shared/messages';
import type { BookableRate } from '@hotel/shared/schemas/booking';
import { api, RequestCancelled } from '../../lib/api-client.ts';
import { saveBookingStart } from '../../lib/booking-session.ts';
import { useSiteState } from '../../lib/site-state.tsx';
import { dismissToast, showToast } from '../../lib/toast-store.ts';

/** The stay a rate is booked for (from the rooms page's query). */
export interface BookingStay {
  checkIn: string;
  checkOut: string;
  roomNum: number;
  /** The party over all rooms: the server refuses a room type it does not fit. */
  adultNum?: number;
  childrenNum?: number;
  discountType?: string;
  discountCode?: string;
}

const LOGIN_TIMEOUT_STATUS = 9999;

interface WaitingBooking {
  rate: BookableRate;
  shortImage: string;
  /** signIns when the login dialog was opened for this booking. */
  signIns: number;
  /** The 「まだログインしていません」 warning: untrue once the login succeeds, so it goes then. */
  warning: number;
}

/**
 * Booking start (spec §4): must be logged in, then the inventory check holds the rooms; on
 * success the booking info goes to session storage and the guest fills in the details.
 * A guest asked to log in first carries on with the same rate as soon as the login succeeds;
 * closing the dialog without logging in drops it.
 */
export function useBookRate(hotelCode: string, stay: BookingStay) {
  const { userName, openLogin, loginOpen, signIns } = useSiteState();
  const navigate = useNavigate();
  const { revalidate } = useRevalidator();
  const [pendingRate, setPendingRate] = useState<string | null>(null);
  const waiting = useRef<WaitingBooking | null>(null);

  function askToLogIn(rate: BookableRate, shortImage: string, message: string) {
    const warning = showToast(message, 'warning');
    waiting.current = { rate, shortImage, signIns, warning };
    openLogin();
  }

  useEffect(() => {
    const next = waiting.current;
    if (!next) return;
    if (signIns > next.signIns) {
      waiting.current = null;
      dismissToast(next.warning);
      void book(next.rate, next.shortImage, true);
    } else if (!loginOpen) {
      waiting.current = null;
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when a login succeeds or the dialog closes.
  }, [signIns, loginOpen]);

  async function book(rate: BookableRate, shortImage: string, justLoggedIn = false) {
    if (!userName && !justLoggedIn) {
      askToLogIn(rate, shortImage, MESSAGES.notLoggedIn);
      return;
    }
    const key = `${rate.rtCode}/${rate.rateCode}`;
    setPendingRate(key);
    try {
      const { envelope } = await api('checkInventory', {
        hotelCode,
        roomTypeCode: rate.rtCode,
        rateCode: rate.rateCode,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        roomQty: stay.roomNum,
        adultNum: stay.adultNum,
        childrenNum: stay.childrenNum,
        discountType: stay.discountType,
        discountCode: stay.discountCode,
      });
      if (envelope.statusCode === LOGIN_TIMEOUT_STATUS) {
        void revalidate();
        askToLogIn(rate, shortImage, MESSAGES.loginTimeout);
        return;
      }
      if (!envelope.success || !envelope.data) {
        showToast(envelope.message || MESSAGES.inventoryFailed, 'error');
        return;
      }
      const info = saveBookingStart(envelope.data, shortImage);
      navigate(`/${hotelCode}/child-hotel/rooms/FillInformationStep?orderNo=${encodeURIComponent(info.orderNo)}`);
    } catch (error) {
      if (!(error instanceof RequestCancelled)) throw error;
    } finally {
      setPendingRate(null);
    }
  }

  return { book, pendingRate };
}
