/**
 * One-time SMS codes (sms_codes), the console provider's outbox (sms_outbox) and the real
 * gateways (Alibaba Cloud, Tencent Cloud). Each implements SmsProvider and is picked in this module's factory (module.ts).
 */
export { AliyunSmsProvider, type AliyunGlobeConfig, type AliyunSmsConfig } from './aliyun-sms-provider.ts';
export { devSmsRoutes } from './dev-sms.routes.ts';
export { maskMobile } from './mask-mobile.ts';
export { SMS_CODE_RULES, SmsCodeService } from './sms-code.service.ts';
export type { NoticeTemplates } from './notice-template.ts';
export { SmsDeliveryError, type SmsMessage, type SmsNotice, type SmsNoticeFacts, type SmsProvider } from './sms-provider.ts';
export { TencentSmsProvider, type TencentInternationalTemplates, type TencentSmsConfig } from './tencent-sms-provider.ts';
export { createSmsModule } from './module.ts';
