/**
 * Channel managers (issue 26, decision 0062): connections that sell the hotels' rooms on the travel
 * sites through a channel manager (SiteMinder pmsXchange). What each connection owes is written by
 * database triggers (migration 0028) in the transaction of every change to a night.
 */
export { createChannelsModule } from './module.ts';
