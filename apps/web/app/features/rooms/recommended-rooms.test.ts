import { describe, expect, it } from 'vitest';
import { recommendedRooms } from './recommended-rooms.ts';

describe('recommendedRooms', () => {
  it('keeps the recommended room types with their index in the full list', () => {
    const rooms = [
      { rtCode: 'SK', isRecommended: false },
      { rtCode: 'ST', isRecommended: true },
      { rtCode: 'DK', isRecommended: false },
      { rtCode: 'SU', isRecommended: true },
    ];
    expect(recommendedRooms(rooms).map(({ room, index }) => [room.rtCode, index])).toEqual([
      ['ST', 1],
      ['SU', 3],
    ]);
  });

  it('shows every room when the hotel recommends none', () => {
    const rooms = [
      { rtCode: 'SK', isRecommended: false },
      { rtCode: 'ST', isRecommended: false },
    ];
    expect(recommendedRooms(rooms).map(({ index }) => index)).toEqual([0, 1]);
  });
});
