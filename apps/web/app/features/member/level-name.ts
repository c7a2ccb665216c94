import type { MemberLevel } from '@hotel/shared/member-levels';
import type { MessageId } from '../../lib/i18n/messages.ts';

/**
 * The card names by level, from the catalogues (MEMBER_LEVELS' names are the Japanese): the page
 * words the API's `level` code, not its Japanese `vipName` (decision 0075).
 */
export const LEVEL_NAMES: Record<MemberLevel, MessageId> = {
  silver: 'member.levelSilver',
  gold: 'member.levelGold',
  platinum: 'member.levelPlatinum',
  diamond: 'member.levelDiamond',
};
