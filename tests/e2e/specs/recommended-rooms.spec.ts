import { expect, test } from '@playwright/test';
import { openPage, SITE_HEADERS } from './member-fixtures.ts';

test('the hotel home carousel shows the recommended room types, each linking to its own detail page', async ({ page, request }) => {
  const res = await request.post('/crsapi/v1/hotel/getRoomType', { headers: SITE_HEADERS, data: { HotelCode: 'pro001' } });
  expect(res.ok()).toBe(true);
  const rooms = (await res.json()).data as { rtName: string; isRecommended: boolean }[];
  const recommended = rooms.flatMap((room, index) => (room.isRecommended ? [{ name: room.rtName, index }] : []));
  expect(recommended.length).toBeGreaterThan(0);
  expect(recommended.length).toBeLessThan(rooms.length);

  await openPage(page, '/pro001/home');
  const carousel = page.getByRole('region', { name: 'おすすめの客室' });
  await expect(carousel.getByRole('heading')).toHaveText(recommended.map((r) => r.name));
  for (const { name, index } of recommended) {
    await expect(carousel.getByRole('link', { name })).toHaveAttribute('href', `/pro001/room-detail/room-detail?index=${index}`);
  }
});
