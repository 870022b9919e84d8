// Where the QR code page of a WeChat Pay Native payment lives (our own page, not WeChat Pay's).
export const WECHAT_PAY_PAGE_ROUTE = '/gateway/wechat-pay/:session';
export const wechatPayPagePath = (session: string) => WECHAT_PAY_PAGE_ROUTE.replace(':session', encodeURIComponent(session));
