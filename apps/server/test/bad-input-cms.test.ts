import type { EndpointName } from '@hotel/shared/api/endpoints';
import { badGet, describeBadInput, notPositiveIntegerCases, type BadRequestCase } from './helpers/bad-requests.ts';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();

/** hotelnav, meeting, health, tea and hotelhome all take HotelCode (default pro018). */
const hotelBlockCases = (endpoint: EndpointName): BadRequestCase[] => [
  badGet(endpoint, 'malformed code', 'HotelCode=abc', 400, 'HotelCode'),
  badGet(endpoint, 'upper-case code', 'HotelCode=PRO001', 400, 'HotelCode'),
  badGet(endpoint, 'empty code', 'HotelCode=', 400, 'HotelCode'),
  badGet(endpoint, 'the code twice', 'HotelCode=pro001&HotelCode=pro003', 400, 'HotelCode'),
  badGet(endpoint, 'unknown hotel', 'HotelCode=pro777', 404),
];

const cases: BadRequestCase[] = [
  ...notPositiveIntegerCases('newslist', 'sid'),
  badGet('newslist', 'pageIndex 0', 'pageIndex=0', 400, 'pageIndex'),
  badGet('newslist', 'pageIndex abc', 'pageIndex=abc', 400, 'pageIndex'),
  badGet('newslist', 'pageIndex -1', 'sid=18&pageIndex=-1&pageSize=6', 400, 'pageIndex'),
  badGet('newslist', 'pageIndex past the limit', 'pageIndex=10001', 400, 'pageIndex'),
  badGet('newslist', 'pageSize 0', 'pageSize=0', 400, 'pageSize'),
  badGet('newslist', 'pageSize 51', 'pageSize=51', 400, 'pageSize'),
  badGet('newslist', 'pageSize x', 'pageSize=x', 400, 'pageSize'),

  ...notPositiveIntegerCases('shownews', 'sid'),
  badGet('shownews', 'empty sid', 'sid=', 400, 'sid'),
  badGet('shownews', 'unknown news id', 'sid=987654', 404),

  ...notPositiveIntegerCases('about', 'sid'),
  badGet('about', 'unknown sid', 'sid=74', 404),
  badGet('about', 'no sid', '', 400, 'sid'),
  badGet('about', 'a footer page is not an about page', 'sid=79', 404),
  badGet('page', 'an about page is not a footer page', 'code=75', 404),

  badGet('page', 'no code', '', 400, 'code'),
  ...notPositiveIntegerCases('page', 'code'),
  badGet('page', 'the field in the wrong case', 'Code=79', 400, 'code'),
  badGet('page', 'unknown code 83', 'code=83', 404),

  ...hotelBlockCases('hotelnav'),
  ...hotelBlockCases('meeting'),
  ...hotelBlockCases('health'),
  ...hotelBlockCases('tea'),
  ...hotelBlockCases('hotelhome'),
];

describeBadInput('content service: bad input', t, '/cms/', cases);
