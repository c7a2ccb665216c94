/** Nights of room inventory the test seed creates. */
export const SEED_DAYS = 60;
