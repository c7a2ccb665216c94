import type { MessageTable } from '../message-table.ts';

/** Simplified Chinese for the API's and the forms' messages (keyed by the Japanese; see message-table.ts). */
export const ZH_MESSAGES: MessageTable = {
  exact: {
    正しい携帯電話番号を入力してください: '请输入正确的手机号码',
  },
  patterns: [],
};
