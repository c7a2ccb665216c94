/** The current time. Services take one so tests can move time instead of sleeping. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();
