import { bankById, formatAmount, type BankId } from '@wallet/core';
import type { SandboxPage } from '../../context';
import { answerMandate, contractByMandate, type MandateAnswer } from './contracts';
import type { DirectDebitContractRow } from './tables';

/** Where the simulated banks serve their direct-debit mandate pages (the contract's unguessable token follows). */
export const BANK_PAGE_PATH = '/bank/direct-debit';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  // A bank's page: nothing runs on it, nothing frames it.
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
};

function page(title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="fa" dir="rtl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font-family:Vazirmatn,Tahoma,system-ui,sans-serif;background:#eef2f7;margin:0;padding:24px;color:#1b2430}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:12px;padding:24px;box-shadow:0 2px 12px #0001}
h1{font-size:20px;margin:0 0 16px}dl{display:grid;grid-template-columns:auto 1fr;gap:8px 16px}dt{color:#5a6472}
dd{margin:0}form{display:inline}button{font:inherit;padding:10px 20px;border-radius:8px;border:0;margin-inline-end:8px;cursor:pointer}
.approve{background:#0f7a3d;color:#fff}.decline{background:#e5e8ec;color:#1b2430}.en{color:#5a6472;font-size:14px}
</style></head><body><main>${body}</main></body></html>`;
  return new Response(html, { status, headers: HEADERS });
}

function describe(contract: DirectDebitContractRow): string {
  const bank = bankById(contract.bankId as BankId);
  const amount = formatAmount(contract.maxDailyDeposit, { locale: 'en', decimals: 0 });
  return `<dl><dt>بانک · Bank</dt><dd>${escape(bank.nameFa)} · ${escape(bank.name)}</dd>
<dt>سقف برداشت روزانه · Max daily debit</dt><dd dir="ltr">${escape(amount)} Toman</dd>
<dt>شماره قرارداد · Contract</dt><dd dir="ltr">${contract.id}</dd></dl>`;
}

const STATUS_TEXT: Record<DirectDebitContractRow['status'], string> = {
  CREATING: 'در انتظار پاسخ · Waiting for your answer',
  PENDING: 'تأیید شد؛ قرارداد تا چند ثانیه دیگر فعال می‌شود · Approved; active in a few seconds',
  ACTIVE: 'فعال · Active',
  FAILED: 'ایجاد قرارداد ناموفق بود · Contract creation failed',
  CANCELLED: 'لغو شده · Cancelled',
};

function answered(contract: DirectDebitContractRow): Response {
  return page(
    'Direct debit',
    `<h1>پرداخت مستقیم · Direct debit</h1>${describe(contract)}
<p role="status">${STATUS_TEXT[contract.status]}</p>
<p>به برنامهٔ کیف پول برگردید. <span class="en">You can go back to the wallet app.</span></p>`,
  );
}

const notFound = () =>
  page(
    'Not found',
    '<h1>قرارداد پیدا نشد · Contract not found</h1><p class="en">This link is not valid.</p>',
    404,
  );

/** Where the answer sends the user: the app's result page with the contract, or a page that says go back. */
function afterAnswer(contract: DirectDebitContractRow): Response {
  if (!contract.returnUrl) return answered(contract);
  const target = new URL(contract.returnUrl);
  target.searchParams.set('contractId', String(contract.id));
  return new Response(null, { status: 303, headers: { location: target.href } });
}

function answerPage(answer: MandateAnswer): SandboxPage {
  return {
    method: 'POST',
    path: `${BANK_PAGE_PATH}/:token/${answer}`,
    async serve(sb, _request, params) {
      const contract = await answerMandate(sb, params.token ?? '', answer);
      return contract ? afterAnswer(contract) : notFound();
    },
  };
}

/**
 * The simulated bank's mandate page: the contract's bank and max daily debit, with Approve and Decline. It is
 * plain HTML with no script; each answer is a form post to the bank, then back to the app.
 */
export const directDebitBankPages: readonly SandboxPage[] = [
  {
    method: 'GET',
    path: `${BANK_PAGE_PATH}/:token`,
    async serve(sb, _request, params) {
      const token = params.token ?? '';
      const contract = await contractByMandate(sb, token);
      if (!contract) return notFound();
      if (contract.status !== 'CREATING') return answered(contract);
      const base = escape(token);
      return page(
        'Direct debit mandate',
        `<h1>تأیید قرارداد پرداخت مستقیم · Direct debit mandate</h1>
<p>با تأیید این قرارداد، کیف پول می‌تواند هر روز تا سقف زیر از حساب شما برداشت کند. <span class="en">Approving lets the wallet debit your account up to this amount a day.</span></p>
${describe(contract)}
<form method="post" action="${base}/approve"><button class="approve" type="submit">تأیید · Approve</button></form>
<form method="post" action="${base}/decline"><button class="decline" type="submit">رد · Decline</button></form>`,
      );
    },
  },
  answerPage('approve'),
  answerPage('decline'),
];
