import { formatMoney } from '@tilawat/domain/format';
import { wallets } from '@tilawat/domain/rules';
import { msg } from '../../copy/messages';
import { escapeHtml } from '../../core/escape-html';
import type { PaymentMethod, PaymentOutcome } from './gateway';

const t = msg.sandboxPage;

/**
 * What every sandbox page of a staging copy (a production api told ALLOW_SANDBOX_PAYMENTS_IN_PRODUCTION=
 * staging) shows first: that it is not the real school and takes no money, in Bengali and English.
 */
const STAGING_BANNER = `<p class="staging" role="alert">${t.stagingBanner}</p>`;
const STAGING_STYLE =
  '.staging{margin:0;padding:.75rem 1.25rem;background:#8a1c1c;color:#fff;font-weight:700;text-align:center}';

/**
 * The sandbox wallet's checkout page: it looks like that wallet — its colour, with its `ink` for text on
 * it, and its Bengali and English names from the shared wallet table (no logos) — and lets the payer
 * complete, fail or cancel; a purchase that can no longer be paid shows why instead.
 */
export function sandboxPage(opts: {
  method: PaymentMethod;
  title: string;
  amount: number;
  action: string;
  payable: boolean;
  staging?: boolean;
}): string {
  const w = wallets[opts.method];
  const button = (outcome: PaymentOutcome, label: string, primary: boolean) =>
    `<button name="outcome" value="${outcome}" class="${primary ? 'primary' : 'secondary'}">${label}</button>`;
  return `<!doctype html>
<html lang="bn"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.walletTitle(w.en)}</title>
<style>
@font-face{font-family:'Noto Sans Bengali';font-weight:400 700;font-display:swap;src:url(/sandbox/assets/noto-sans-bengali.woff2) format('woff2')}
body{margin:0;font-family:'Noto Sans Bengali',system-ui,sans-serif;background:#f4f4f5;color:#1c2421;line-height:1.6}
header{background:${w.colour};color:${w.ink};padding:1rem 1.25rem}
header h1{margin:0;font-size:1.25rem}
main{max-width:26rem;margin:1.5rem auto;background:#fff;border-radius:12px;padding:1.25rem;box-shadow:0 2px 8px rgb(0 0 0/.08)}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0 1rem}
.note{font-size:.9rem;color:#44504b;background:#fff7e6;border-radius:8px;padding:.5rem .75rem}
form{display:grid;gap:.75rem;margin-top:1rem}
button{font:inherit;min-height:44px;border-radius:8px;border:2px solid ${w.colour};cursor:pointer;padding:.5rem 1rem}
button.primary{background:${w.colour};color:${w.ink}}
button.secondary{background:#fff;color:#1c2421;border-color:#8a8f8c}
button:focus-visible{outline:3px solid #0f6b5c;outline-offset:2px}
${opts.staging ? STAGING_STYLE : ''}
</style></head>
<body>${opts.staging ? STAGING_BANNER : ''}<header><h1>${t.walletHeading(w.bn, w.en)}</h1></header>
<main>
<p>${escapeHtml(opts.title)}</p>
<p class="amount">${formatMoney(opts.amount)}</p>
<p class="note">${t.note}</p>
${
  opts.payable
    ? `<form method="post" action="${escapeHtml(opts.action)}">
${button('success', t.succeed, true)}
${button('failure', t.fail, false)}
${button('cancel', t.cancel, false)}
</form>`
    : `<p role="alert">${t.expiredPurchase}</p>`
}
</main></body></html>`;
}

/**
 * The sandbox gateway's own page for a payment made without a wallet (a top-up): what is being paid
 * and one link per wallet, each in its colour with its Bengali and English names.
 */
export function sandboxChooserPage(opts: {
  title: string;
  amount: number;
  payable: boolean;
  staging?: boolean;
  links: { method: PaymentMethod; href: string }[];
}): string {
  const choice = ({ method, href }: { method: PaymentMethod; href: string }) => {
    const w = wallets[method];
    return `<li><a href="${escapeHtml(href)}" style="background:${w.colour};color:${w.ink}">${w.bn} (${w.en})</a></li>`;
  };
  return `<!doctype html>
<html lang="bn"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${t.chooserTitle}</title>
<style>
@font-face{font-family:'Noto Sans Bengali';font-weight:400 700;font-display:swap;src:url(/sandbox/assets/noto-sans-bengali.woff2) format('woff2')}
body{margin:0;font-family:'Noto Sans Bengali',system-ui,sans-serif;background:#f4f4f5;color:#1c2421;line-height:1.6}
header{background:#0f6b5c;color:#fff;padding:1rem 1.25rem}
header h1{margin:0;font-size:1.25rem}
main{max-width:26rem;margin:1.5rem auto;background:#fff;border-radius:12px;padding:1.25rem;box-shadow:0 2px 8px rgb(0 0 0/.08)}
.amount{font-size:2rem;font-weight:700;margin:.25rem 0 1rem}
.note{font-size:.9rem;color:#44504b;background:#fff7e6;border-radius:8px;padding:.5rem .75rem}
ul{list-style:none;padding:0;display:grid;gap:.75rem;margin:1rem 0 0}
a{display:flex;align-items:center;min-height:44px;border-radius:8px;padding:.5rem 1rem;font-weight:700;text-decoration:none}
a:focus-visible{outline:3px solid #0f6b5c;outline-offset:2px}
${opts.staging ? STAGING_STYLE : ''}
</style></head>
<body>${opts.staging ? STAGING_BANNER : ''}<header><h1>${t.chooserHeading}</h1></header>
<main>
<p>${escapeHtml(opts.title)}</p>
<p class="amount">${formatMoney(opts.amount)}</p>
<p class="note">${t.note}</p>
${
  opts.payable
    ? `<nav aria-label="${t.walletsLabel}"><ul>${opts.links.map(choice).join('\n')}</ul></nav>`
    : `<p role="alert">${t.expired}</p>`
}
</main></body></html>`;
}
