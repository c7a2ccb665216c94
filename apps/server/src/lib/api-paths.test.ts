import { describe, expect, it } from 'vitest';
import { isApiPath } from './api-paths.ts';

describe('isApiPath', () => {
  it.each([
    ['/crsapi/v1/hotel/nothing', true],
    ['/adminapi/v1/nothing', true],
    ['/adminapi', true],
    ['/cms/nothing.aspx', true],
    ['/__dev/sms', true],
    ['/simulator/scan/abc', true],
    ['/simulator', true],
    ['/simulatorx', false],
    ['/admin', false],
    ['/adminapix', false],
    ['/hotels', false],
  ])('%s → %s', (url, expected) => {
    expect(isApiPath(url)).toBe(expected);
  });
});
