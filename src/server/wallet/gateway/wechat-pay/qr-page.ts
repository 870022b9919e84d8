// The hosted step of a WeChat Pay Native payment, served by us: the order's code_url as a QR code for
// the payer's phone, in the payer's language. The page reloads itself every few seconds (no script:
// the console's security policy allows none inline); once the notification has posted the payment,
// the reload sends the payer back with the result, as Stripe's page does.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import QRCode from 'qrcode';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Language } from '@/domain/schemas/common';
import { returnPathSchema } from '@/domain/schemas/wallet';
import { text } from '@/domain/schemas/text';
import { minorToMajor } from '@/domain/wallet-math';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/executor';
import { ApiError } from '../../../http/api-error';
import { translate } from '../../../http/i18n';
import { paymentOf } from '../../payments';
import type { RoutedGateway } from '../routed';
import { WECHAT_PAY_PAGE_ROUTE } from './page-path';
import { readCheckoutReference } from './provider';

/** How often the page looks again whether the payment has arrived. */
export const REFRESH_SECONDS = 3;

const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,sans-serif;background:#f5f5f5;color:#1f2937;display:flex;justify-content:center;padding:40px 16px}
main{background:#fff;border-radius:12px;padding:32px;max-width:380px;width:100%;text-align:center;box-shadow:0 1px 4px #0002}
h1{font-size:20px;margin:0 0 8px;color:#07c160}.amount{font-size:30px;font-weight:700;margin:8px 0}.qr svg{width:240px;height:240px}
.note{color:#4b5563;font-size:14px}a{color:#2563eb}`;

interface PageInput {
  lang: Language;
  codeUrl: string;
  amount: string;
  description: string;
  backUrl: string;
}

export async function qrPageHtml(input: PageInput): Promise<string> {
  const t = (key: string, vars?: Record<string, unknown>) => escape(translate(input.lang, `paymentPage.${key}`, vars));
  const qr = await QRCode.toString(input.codeUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  const htmlLang = input.lang === 'en' ? 'en' : input.lang === 'zh-tw' ? 'zh-Hant' : 'zh-Hans';
  return `<!doctype html><html lang="${htmlLang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta http-equiv="refresh" content="${REFRESH_SECONDS}"><title>${t('title')}</title><style>${STYLE}</style></head><body><main>
<h1>${t('title')}</h1><p class="amount" aria-label="${t('amount')}">${escape(input.amount)}</p><p>${escape(input.description)}</p>
<div class="qr" role="img" aria-label="${t('qrLabel')}">${qr}</div>
<p>${t('scan')}</p><p class="note">${t('waiting')}</p><p><a href="${escape(input.backUrl)}">${t('back')}</a></p>
</main></body></html>`;
}

type PaymentRaw = Parameters<typeof paymentOf>[0] & { provider_checkout: string | null };

export async function wechatPayPageRoute(app: FastifyInstance, { db, gateway }: { db: Db; gateway: RoutedGateway }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    WECHAT_PAY_PAGE_ROUTE,
    {
      config: { public: true },
      schema: { hide: true, params: z.object({ session: text().max(64) }), querystring: z.object({ return: returnPathSchema }) },
    },
    async (request, reply) => {
      const [row] = rowsOf<PaymentRaw>(await db.execute(sql`SELECT * FROM payments WHERE gateway_session = ${request.params.session}`));
      if (!row || !row.provider_checkout || gateway.providerFor(row.channel)?.name !== 'wechat-pay') throw new ApiError('NOT_FOUND');
      const payment = paymentOf(row);
      const back = (result: string) => {
        const url = new URL(request.query.return, 'http://tessera.local');
        url.searchParams.set('result', result);
        return `${url.pathname}${url.search}`;
      };
      if (payment.status === 'paid') return reply.redirect(back('succeeded'), 303);
      if (payment.status !== 'awaiting' || new Date(payment.expiresAt!).getTime() <= Date.now()) return reply.redirect(back('failed'), 303);
      const html = await qrPageHtml({
        lang: request.lang,
        codeUrl: readCheckoutReference(row.provider_checkout).codeUrl,
        amount: `${payment.currency} ${minorToMajor(payment.amount, payment.currency)}`,
        description: payment.description ?? payment.orderRef,
        backUrl: back('pending'),
      });
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
    },
  );
}
