import { describe, expect, it } from 'vitest';
import { partyTooLargeMessage, SERVER_MESSAGES } from './messages.ts';
import { roomPartyProblem, roomsNeeded } from './stay-rules.ts';

describe('roomsNeeded', () => {
  it.each([
    [2, 0, 2, 1],
    [3, 0, 2, 2],
    [2, 2, 2, 2],
    [3, 0, 3, 1],
    [1, 2, 2, null],
    [30, 0, 2, null],
  ])('%i adults and %i children in rooms for %i need %j', (adults, children, capacity, rooms) => {
    expect(roomsNeeded(adults, children, capacity)).toBe(rooms);
  });
});

describe('roomPartyProblem', () => {
  it('applies the spec rules first, then the room type capacity', () => {
    expect(roomPartyProblem(2, 1, 0, 3)).toBe(SERVER_MESSAGES.partyInvalid);
    expect(roomPartyProblem(1, 3, 0, 3)).toBeNull();
    expect(roomPartyProblem(1, 3, 0, 2)).toBe(partyTooLargeMessage(2, 2));
    expect(roomPartyProblem(2, 3, 0, 2)).toBeNull();
    expect(roomPartyProblem(1, 1, 2, 2)).toBe(partyTooLargeMessage(2, null));
  });
});
