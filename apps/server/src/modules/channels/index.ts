/**
 * Channel managers (issue 26, decision 0062): connections that sell the hotels' rooms on the travel
 * sites through a channel manager (SiteMinder pmsXchange). What each connection owes is written by
 * database triggers (migration 0028) in the transaction of every change to a night; the sender
 * delivers it, and a full sync sends the whole horizon.
 */
export { type ChannelSyncService } from './channel-sync.service.ts';
export { type ChannelTransport } from './channel-transport.ts';
export { createChannelsModule, DEMO_CHANNEL_KEY } from './module.ts';
/** The address rule, shared with the PMS webhooks' endpoints (decision 0064). */
export { endpointProblem, parseAllowedHosts } from './endpoint-guard.ts';
