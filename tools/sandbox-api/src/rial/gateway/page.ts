import { eq } from 'drizzle-orm';
import { tomanToRial } from '@wallet/core';
import { GATEWAY_REFUND_HOURS, gatewayTotalToman, type GatewayFailureReason } from '@wallet/api';
import type { Sandbox, SandboxPage } from '../../context';
import { canonicalDecimal } from '../../decimal';
import { maskedCard, settlePayment, type GatewayOutcome } from './payments';
import { gatewayPayments, type GatewayPaymentRow } from './tables';
import { gatewayWorld } from './world';

// The simulated Shaparak page: plain HTML and forms, no app code, on the sandbox's own address. The app sends
// the user here and the page sends them back to the app's result page with the payment's id.

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Shaparak speaks Rial: the page shows the bank side's figure, from core's one Toman-to-Rial conversion. */
const rial = (toman: string) =>
  `${new Intl.NumberFormat('fa-IR').format(BigInt(tomanToRial(toman).split('.')[0]!))} ریال · Rial`;

/** Spec 001 §8's gateway texts, as the page says them. */
const FAILURE_TEXT: Record<GatewayFailureReason, string> = {
  CONNECTION_FAILED: 'ارتباط با درگاه پرداخت برقرار نشد. · Payment gateway connection failed.',
  OUT_OF_ORDER: 'درگاه پرداخت از دسترس خارج است. · The gateway is out of order.',
  OUTSIDE_IRAN: 'اتصال از خارج از ایران مجاز نیست. · Connection from outside Iran is not allowed.',
  NOT_SUCCESSFUL: `پرداخت ناموفق بود؛ مبلغ کسرشده تا ${GATEWAY_REFUND_HOURS} ساعت بازگردانده می‌شود. · Payment not successful; a deducted amount is refunded within ${GATEWAY_REFUND_HOURS} hours.`,
};

const STATUS_TEXT = {
  PAID: 'پرداخت موفق بود. · Payment successful.',
  CANCELLED: 'پرداخت لغو شد. · Payment cancelled.',
  EXPIRED: 'مهلت پرداخت تمام شد. · The payment has expired.',
} as const;

/** The buttons and what each does; the last two make spec 001 §8's failures happen on purpose. */
const ACTIONS: Record<string, { label: string; outcome: GatewayOutcome }> = {
  pay: { label: 'پرداخت · Pay', outcome: { kind: 'pay' } },
  cancel: { label: 'انصراف · Cancel', outcome: { kind: 'cancel' } },
  decline: {
    label: 'بانک پس از کسر مبلغ رد کند · Bank declines after deducting',
    outcome: { kind: 'fail', reason: 'NOT_SUCCESSFUL' },
  },
  drop: {
    label: 'قطع ارتباط · Connection drops',
    outcome: { kind: 'fail', reason: 'CONNECTION_FAILED' },
  },
};

/** Where the page sends the visitor back: the app's result page with the payment's id, when the app gave one. */
function returnUrlOf(row: GatewayPaymentRow): string | null {
  if (!row.returnUrl) return null;
  const url = new URL(row.returnUrl);
  url.searchParams.set('paymentId', String(row.id));
  return url.href;
}

function html(body: string, status = 200): Response {
  const page = `<!doctype html><html lang="fa" dir="rtl"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>درگاه پرداخت · Payment gateway</title>
<style>body{font-family:Vazirmatn,Tahoma,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#1b1f24}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem}dd{margin:0;direction:ltr;text-align:end}
form{margin:.5rem 0}button{width:100%;padding:.75rem;font:inherit;border-radius:.5rem;border:1px solid #888}
.pay{background:#0f9d58;color:#fff;border:0}</style></head><body><h1>درگاه پرداخت شاپرک · Payment gateway</h1>${body}</body></html>`;
  return new Response(page, {
    status,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy':
        "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'; base-uri 'none'",
    },
  });
}

function resultPage(row: GatewayPaymentRow): Response {
  const text =
    row.status === 'FAILED'
      ? FAILURE_TEXT[row.failureReason ?? 'NOT_SUCCESSFUL']
      : row.status === 'PENDING'
        ? ''
        : STATUS_TEXT[row.status];
  const back = returnUrlOf(row);
  return html(
    `<p role="status">${escapeHtml(text)}</p>${
      back
        ? `<p><a href="${escapeHtml(back)}">بازگشت به برنامه · Return to the app</a></p>`
        : '<p>به برنامه برگردید. · You can go back to the app now.</p>'
    }`,
  );
}

function paymentForm(row: GatewayPaymentRow): Response {
  const amount = canonicalDecimal(row.amount);
  const buttons = Object.entries(ACTIONS)
    .map(
      ([action, { label }]) =>
        `<form method="post" action="${row.pageToken}/${action}"><button type="submit"${action === 'pay' ? ' class="pay"' : ''}>${escapeHtml(label)}</button></form>`,
    )
    .join('');
  return html(`<dl>
<dt>مبلغ · Amount</dt><dd>${rial(amount)}</dd>
<dt>کارمزد · Fee</dt><dd>${rial(canonicalDecimal(row.fee))}</dd>
<dt>مبلغ قابل پرداخت · Total</dt><dd>${rial(gatewayTotalToman(amount))}</dd>
<dt>کارت · Card</dt><dd>${maskedCard(row.cardNumber)}</dd>
</dl>${buttons}`);
}

/** Why the gateway cannot serve this visitor now, if it cannot (spec 000 §6, 001 §8). */
function refusalOf(sb: Sandbox, request: Request): GatewayFailureReason | null {
  const country = (request.headers.get('x-sandbox-country') ?? gatewayWorld(sb).visitorCountry).toUpperCase();
  if (country !== 'IR') return 'OUTSIDE_IRAN';
  const { mode } = gatewayWorld(sb);
  if (mode === 'OUT_OF_ORDER') return 'OUT_OF_ORDER';
  if (mode === 'CONNECTION_FAILED') return 'CONNECTION_FAILED';
  return null;
}

/** The payment whose page token the address carries; a payment's id (the old, guessable address) finds nothing. */
async function paymentOf(sb: Sandbox, pageToken: string): Promise<GatewayPaymentRow | null> {
  if (!/^[\w-]{22}$/.test(pageToken)) return null;
  const [row] = await sb.db.select().from(gatewayPayments).where(eq(gatewayPayments.pageToken, pageToken));
  return row ?? null;
}

const notFound = () => html('<p role="alert">این پرداخت پیدا نشد. · This payment was not found.</p>', 404);

export const gatewayPages: readonly SandboxPage[] = [
  {
    method: 'GET',
    path: '/gateway/:id',
    async serve(sb, request, params) {
      const row = await paymentOf(sb, params.id ?? '');
      if (!row) return notFound();
      const refusal = row.status === 'PENDING' ? refusalOf(sb, request) : null;
      const current = refusal ? await settlePayment(sb, row.id, { kind: 'fail', reason: refusal }) : row;
      const isOpen = current?.status === 'PENDING' && current.expiresAt > sb.clock.now();
      if (current && isOpen) return paymentForm(current);
      const settled =
        current?.status === 'PENDING' ? await settlePayment(sb, row.id, { kind: 'cancel' }) : current;
      return resultPage(settled ?? row);
    },
  },
  {
    method: 'POST',
    path: '/gateway/:id/:action',
    async serve(sb, request, params) {
      const action = ACTIONS[params.action ?? ''];
      const row = await paymentOf(sb, params.id ?? '');
      if (!row || !action) return notFound();
      const refusal = refusalOf(sb, request);
      const settled = await settlePayment(
        sb,
        row.id,
        refusal ? { kind: 'fail', reason: refusal } : action.outcome,
      );
      const back = settled ? returnUrlOf(settled) : null;
      if (back) return new Response(null, { status: 303, headers: { location: back } });
      return resultPage(settled ?? row);
    },
  },
];
