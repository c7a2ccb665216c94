/** Title and robots tags of a back-office page: 「予約｜管理画面」, never indexed. */
export function adminMeta(title?: string) {
  return [{ title: title ? `${title}｜管理画面` : '管理画面' }, { name: 'robots', content: 'noindex, nofollow' }];
}
