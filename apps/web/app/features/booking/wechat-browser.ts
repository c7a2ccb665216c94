/** WeChat's in-app browser names itself MicroMessenger in the user agent. */
export function isWeChatBrowser(userAgent: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean {
  return /MicroMessenger/i.test(userAgent);
}
