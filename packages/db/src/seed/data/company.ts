/**
 * The operating company behind the group, as named on legal pages. Mail addresses use the
 * reserved .example domain so the demo never points guests at a real third-party mailbox.
 */
export const COMPANY_NAME = '杭州フェルトン・ホテルマネジメント有限公司';
export const GROUP_EMAIL = 'info@felton-hotels.example';
export const PRIVACY_EMAIL = 'privacy@felton-hotels.example';
export const RECRUIT_EMAIL = 'careers@felton-hotels.example';
export const DEVELOPMENT_EMAIL = 'development@felton-hotels.example';
