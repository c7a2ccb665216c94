import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { SiteLanguage } from '@hotel/shared/site-language';
import type layout from '../../locales/ja/layout.json';
import type errors from '../../locales/ja/errors.json';
import type demo from '../../locales/ja/demo.json';
import type home from '../../locales/ja/home.json';
import type ui from '../../locales/ja/ui.json';
import type auth from '../../locales/ja/auth.json';
import type register from '../../locales/ja/register.json';
import type member from '../../locales/ja/member.json';
import type statement from '../../locales/ja/statement.json';
import type orderChange from '../../locales/ja/orderChange.json';
import type terms from '../../locales/ja/terms.json';
import type search from '../../locales/ja/search.json';
import type rooms from '../../locales/ja/rooms.json';
import type booking from '../../locales/ja/booking.json';
import type fapiao from '../../locales/ja/fapiao.json';
import type about from '../../locales/ja/about.json';
import type content from '../../locales/ja/content.json';
import type news from '../../locales/ja/news.json';
import type sales from '../../locales/ja/sales.json';
import type hotel from '../../locales/ja/hotel.json';
import type hotelTimes from '../../locales/ja/hotelTimes.json';
import type meetings from '../../locales/ja/meetings.json';
import type citySearch from '../../locales/ja/citySearch.json';

/**
 * The catalogues' namespaces and their ids, read from the Japanese catalogue (the source language):
 * `t('layout.login')` with an id no catalogue has does not compile. A new namespace is a JSON file
 * per language in app/locales and a line here.
 */
interface Catalogues {
  layout: typeof layout;
  errors: typeof errors;
  demo: typeof demo;
  home: typeof home;
  ui: typeof ui;
  auth: typeof auth;
  register: typeof register;
  member: typeof member;
  statement: typeof statement;
  orderChange: typeof orderChange;
  terms: typeof terms;
  search: typeof search;
  rooms: typeof rooms;
  booking: typeof booking;
  fapiao: typeof fapiao;
  about: typeof about;
  content: typeof content;
  news: typeof news;
  sales: typeof sales;
  hotel: typeof hotel;
  hotelTimes: typeof hotelTimes;
  meetings: typeof meetings;
  citySearch: typeof citySearch;
}

export type Namespace = keyof Catalogues;
export type MessageId = { [N in Namespace]: `${N}.${keyof Catalogues[N] & string}` }[Namespace];

/** What a loader returns as `i18n`: its language and its namespaces' compiled messages. */
export interface PageMessages {
  lang: SiteLanguage;
  messages: Record<string, CompiledMessage>;
}
