import { redirect, type AppLoadContext } from 'react-router';
import { staffMeEndpoint } from '@hotel/shared/schemas/admin/auth';
import { roleHas } from '@hotel/shared/schemas/admin/permissions';
import { callAdmin } from '../../lib/admin-api.server.ts';
import { adminHotel, withHotel } from '../../lib/admin-hotel.ts';
import { CHANNEL_LOG_PATH } from './channel-links.ts';

/**
 * /admin/channels refused (403): a hotel manager (channels.sync without channels.manage) has only
 * the sync log of the channels' pages, and the menu's チャネル連携 takes them there. Anyone else
 * keeps the refusal (the back office's 権限がありません page).
 */
export async function redirectToSyncLogIfAllowed(context: AppLoadContext, request: Request): Promise<void> {
  const { envelope } = await callAdmin(context, request, staffMeEndpoint, {});
  if (envelope.data && roleHas(envelope.data.role, 'channels.sync')) throw redirect(withHotel(CHANNEL_LOG_PATH, adminHotel(request)));
}
