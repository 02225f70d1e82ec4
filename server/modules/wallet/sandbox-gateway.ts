import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { toDecimalString } from '../../../design-system/Money/Money.format';
import {
  DEPOSIT_RESULT_PATH,
  GATEWAY_ORDER_TTL_MS,
  SANDBOX_PAY_PATH,
} from '../../../src/api/contract/deposits.constants';
import { decodeOrder, SANDBOX_HEADERS, type SandboxOrder, signNotification, verifyOrder } from './channels/sandbox';

/**
 * The sandbox payment gateway: a stand-in for an external PSP, served by this server under
 * /sandbox-pay but written as if it ran elsewhere. It reads only the signed order in its URL and its
 * own merchant registry (merchant id → webhook secret), and it tells the platform what happened only
 * through the signed notification to /api/wallet/webhooks/sandbox, exactly as a real PSP would.
 *
 * - GET  /sandbox-pay/:orderId          the hosted payment page (plain HTML, no script: the site's CSP holds)
 * - POST /sandbox-pay/:orderId/pay      notify "paid", then send the browser back to the result page
 * - POST /sandbox-pay/:orderId/fail     notify "failed", then the same
 * - POST /sandbox-pay/:orderId/abandon  no notification; back to the result page with `cancelled=1`
 *
 * Registered outside production only: its payments are not real money.
 */
export interface SandboxGatewayOptions {
  /** The merchant's webhook secret, or null for an unknown merchant. */
  merchantSecret(merchantId: string): Promise<string | null>;
  now: () => Date;
}

type Lang = 'en' | 'zh-CN';

const TEXT: Record<Lang, Record<string, string>> = {
  en: {
    title: 'Sandbox Pay',
    tagline: 'Test payments · no real money moves',
    merchant: 'Merchant',
    amount: 'Amount',
    order: 'Order',
    expires: 'Pay within 30 minutes of placing the order.',
    pay: 'Pay',
    fail: 'Simulate a failed payment',
    abandon: 'Cancel and return to the merchant',
    unknownTitle: 'Payment not found',
    unknownBody: 'This payment link is not valid. Start the deposit again from the merchant’s site.',
    expiredTitle: 'This payment has expired',
    expiredBody: 'The order is older than 30 minutes. Return to the merchant and start a new deposit.',
    back: 'Return to the merchant',
    secure: 'Sandbox gateway — for testing integrations only',
  },
  'zh-CN': {
    title: 'Sandbox Pay 沙盒支付',
    tagline: '测试支付 · 不涉及真实资金',
    merchant: '商户',
    amount: '金额',
    order: '订单',
    expires: '请在下单后 30 分钟内完成支付。',
    pay: '支付',
    fail: '模拟支付失败',
    abandon: '取消并返回商户',
    unknownTitle: '未找到该支付',
    unknownBody: '该支付链接无效，请返回商户网站重新发起存款。',
    expiredTitle: '该支付已过期',
    expiredBody: '订单已超过 30 分钟，请返回商户重新发起存款。',
    back: '返回商户',
    secure: '沙盒网关 — 仅用于测试接入',
  },
};

function languageOf(request: FastifyRequest): Lang {
  const cookie = /(?:^|;\s*)language=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  const wanted = decodeURIComponent(cookie ?? '') || (request.headers['accept-language'] ?? '');
  return wanted.toLowerCase().startsWith('zh') ? 'zh-CN' : 'en';
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The currency's minor-unit digits, as Intl knows them (CNY 2, JPY 0). */
function digitsOf(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

function formatAmount(order: SandboxOrder, lang: Lang): string {
  const digits = digitsOf(order.currency);
  const exact = toDecimalString(order.amount, digits, digits);
  const format = new Intl.NumberFormat(lang, { style: 'currency', currency: order.currency, currencyDisplay: 'code' })
    .format as (value: string) => string;
  return format(exact);
}

/**
 * The gateway's own look: neutral, so it reads as another company's page, in the visitor's colour
 * scheme. Inline styles are allowed by the site's CSP (style-src 'unsafe-inline'); scripts are not
 * needed: every action is a plain form.
 */
const STYLE = `
:root{color-scheme:light dark;--bg:#f4f5f7;--card:#ffffff;--text:#16181d;--muted:#5b6170;--line:#dfe2e8;--primary:#2f5bea;--on-primary:#ffffff;--soft:#eef1f6}
@media (prefers-color-scheme:dark){:root{--bg:#0f1115;--card:#181b22;--text:#eceef3;--muted:#a3a9b7;--line:#2a2f3a;--primary:#6d8cff;--on-primary:#0b1020;--soft:#21252e}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"PingFang SC","Noto Sans CJK SC",sans-serif;display:flex;justify-content:center;padding:24px 16px}
main{width:100%;max-width:420px}
.brand{display:flex;align-items:center;gap:10px;margin:0 0 16px}
.mark{width:36px;height:36px;border-radius:10px;background:var(--primary);color:var(--on-primary);display:grid;place-items:center;font-weight:700}
.brand h1{font-size:18px;margin:0}
.brand p{margin:0;color:var(--muted);font-size:13px}
.card{background:var(--card);border:1px solid var(--line);border-radius:16px;padding:20px}
.amount{font-size:32px;font-weight:700;margin:4px 0 16px;font-variant-numeric:tabular-nums;overflow-wrap:anywhere}
dl{margin:0 0 16px;display:grid;grid-template-columns:auto 1fr;gap:8px 16px;font-size:14px}
dt{color:var(--muted)}
dd{margin:0;text-align:right;overflow-wrap:anywhere}
.note{color:var(--muted);font-size:13px;margin:0 0 20px}
form{margin:0 0 10px}
button{width:100%;min-height:48px;border-radius:12px;font:inherit;font-weight:600;cursor:pointer;border:1px solid var(--line);background:var(--soft);color:var(--text)}
button.primary{background:var(--primary);border-color:var(--primary);color:var(--on-primary)}
button.link{background:transparent;border-color:transparent;color:var(--muted);font-weight:500}
button:focus-visible{outline:3px solid var(--primary);outline-offset:2px}
footer{margin-top:16px;text-align:center;color:var(--muted);font-size:12px}
h2{font-size:20px;margin:0 0 8px}
`;

function page(lang: Lang, title: string, body: string) {
  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="robots" content="noindex,nofollow"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body></html>`;
}

function header(t: Record<string, string>) {
  return `<div class="brand"><span class="mark" aria-hidden="true">S</span><div><h1>${escapeHtml(t.title!)}</h1><p>${escapeHtml(t.tagline!)}</p></div></div>`;
}

const button = (action: string, orderId: string, label: string, kind: string) =>
  `<form method="post" action="${SANDBOX_PAY_PATH}/${encodeURIComponent(orderId)}/${action}"><button type="submit" class="${kind}">${escapeHtml(label)}</button></form>`;

function payPage(lang: Lang, orderId: string, order: SandboxOrder) {
  const t = TEXT[lang];
  return page(
    lang,
    t.title!,
    `${header(t)}<section class="card" aria-labelledby="amount-label">
<p id="amount-label" class="note">${escapeHtml(t.amount!)}</p>
<p class="amount">${escapeHtml(formatAmount(order, lang))}</p>
<dl><dt>${escapeHtml(t.merchant!)}</dt><dd>${escapeHtml(order.merchantId)}</dd>
<dt>${escapeHtml(t.order!)}</dt><dd>${escapeHtml(order.reference.slice(0, 8).toUpperCase())}</dd></dl>
<p class="note">${escapeHtml(t.expires!)}</p>
${button('pay', orderId, t.pay!, 'primary')}
${button('fail', orderId, t.fail!, '')}
${button('abandon', orderId, t.abandon!, 'link')}
</section><footer>${escapeHtml(t.secure!)}</footer>`,
  );
}

function messagePage(lang: Lang, title: string, body: string, back?: { orderId: string }) {
  const t = TEXT[lang];
  return page(
    lang,
    title,
    `${header(t)}<section class="card"><h2>${escapeHtml(title)}</h2><p class="note">${escapeHtml(body)}</p>${
      back ? button('abandon', back.orderId, t.back!, 'primary') : ''
    }</section><footer>${escapeHtml(t.secure!)}</footer>`,
  );
}

const returnUrl = (order: SandboxOrder, extra = '') =>
  `${DEPOSIT_RESULT_PATH}?deposit=${encodeURIComponent(order.reference)}${extra}`;

export const sandboxGateway: FastifyPluginAsync<SandboxGatewayOptions> = async (app, { merchantSecret, now }) => {
  // The hosted page's forms post urlencoded bodies; the gateway needs nothing from them.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, body),
  );
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
  });

  /** The order in the URL when its signature holds; the state of the order otherwise. */
  async function orderOf(orderId: string) {
    const order = decodeOrder(orderId);
    if (!order) return { state: 'unknown' as const };
    const secret = await merchantSecret(order.merchantId);
    if (!secret || !verifyOrder(orderId, secret)) return { state: 'unknown' as const };
    if (now().getTime() - order.createdAt.getTime() > GATEWAY_ORDER_TTL_MS) {
      return { state: 'expired' as const, order, secret };
    }
    return { state: 'open' as const, order, secret };
  }

  const html = (reply: FastifyReply, status: number, body: string) =>
    reply.code(status).type('text/html; charset=utf-8').send(body);

  async function refuse(request: FastifyRequest, reply: FastifyReply, orderId: string, state: 'unknown' | 'expired') {
    const t = TEXT[languageOf(request)];
    return state === 'unknown'
      ? html(reply, 404, messagePage(languageOf(request), t.unknownTitle!, t.unknownBody!))
      : html(reply, 410, messagePage(languageOf(request), t.expiredTitle!, t.expiredBody!, { orderId }));
  }

  /** The notification, POSTed to the platform's webhook as any PSP would (here in-process). */
  async function notify(order: SandboxOrder, orderId: string, secret: string, status: 'paid' | 'failed') {
    const body = JSON.stringify({
      merchantId: order.merchantId,
      orderId,
      status,
      amount: Number(order.amount),
      currency: order.currency,
      at: now().toISOString(),
    });
    const timestamp = String(now().getTime());
    const res = await app.inject({
      method: 'POST',
      url: '/api/wallet/webhooks/sandbox',
      payload: body,
      headers: {
        'content-type': 'application/json',
        [SANDBOX_HEADERS.timestamp]: timestamp,
        [SANDBOX_HEADERS.signature]: signNotification(secret, timestamp, body),
      },
    });
    if (res.statusCode !== 200) {
      app.log.warn(
        { status: res.statusCode, body: res.body.slice(0, 200) },
        'sandbox gateway: the merchant refused the notification',
      );
    }
  }

  type Params = { Params: { orderId: string } };

  app.get<Params>(`${SANDBOX_PAY_PATH}/:orderId`, { schema: { hide: true } }, async (request, reply) => {
    const found = await orderOf(request.params.orderId);
    if (found.state !== 'open') return refuse(request, reply, request.params.orderId, found.state);
    return html(reply, 200, payPage(languageOf(request), request.params.orderId, found.order));
  });

  for (const status of ['paid', 'failed'] as const) {
    const action = status === 'paid' ? 'pay' : 'fail';
    app.post<Params>(`${SANDBOX_PAY_PATH}/:orderId/${action}`, { schema: { hide: true } }, async (request, reply) => {
      const { orderId } = request.params;
      const found = await orderOf(orderId);
      if (found.state !== 'open') return refuse(request, reply, orderId, found.state);
      await notify(found.order, orderId, found.secret, status);
      return reply.redirect(returnUrl(found.order), 303);
    });
  }

  app.post<Params>(`${SANDBOX_PAY_PATH}/:orderId/abandon`, { schema: { hide: true } }, async (request, reply) => {
    const order = decodeOrder(request.params.orderId);
    const found = await orderOf(request.params.orderId);
    if (!order || found.state === 'unknown') return refuse(request, reply, request.params.orderId, 'unknown');
    // Nothing was paid: no notification. The platform marks the order abandoned when the player is back.
    return reply.redirect(returnUrl(order, '&cancelled=1'), 303);
  });
};
