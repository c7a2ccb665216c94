import type { MessageTable } from '../message-table.ts';

/** English for the API's and the forms' messages (keyed by the Japanese; see message-table.ts). */
export const EN_MESSAGES: MessageTable = {
  exact: {
    正しい携帯電話番号を入力してください: 'Please enter a valid mobile number',
  },
  patterns: [],
};
