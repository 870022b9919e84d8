// HTML of the sandbox gateway's hosted payment page (stands in for the provider's own site).
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const STYLE = `body{font-family:system-ui,sans-serif;background:#0f172a;color:#e2e8f0;display:flex;justify-content:center;padding:48px 16px}
main{background:#1e293b;border-radius:12px;padding:32px;max-width:420px;width:100%}h1{font-size:20px;margin:0 0 4px}
.amount{font-size:32px;font-weight:700;margin:16px 0}.note{color:#cbd5e1;font-size:14px}form{display:grid;gap:12px;margin-top:24px}
button{font-size:16px;padding:12px;border-radius:8px;border:0;cursor:pointer}.pay{background:#22c55e;color:#052e16}
.decline{background:#fca5a5;color:#450a0a}.leave{background:#cbd5e1;color:#0f172a}`;

function page(title: string, content: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escape(title)}</title><style>${STYLE}</style></head><body><main>${content}</main></body></html>`;
}

export function checkoutPage(input: { token: string; channel: string; amount: string; description: string }): string {
  return page(
    'Sandbox payment',
    `<h1>Sandbox gateway: ${escape(input.channel)}</h1>
<p class="note">Test payments only. No real money moves.</p>
<p class="amount" aria-label="Amount">${escape(input.amount)}</p>
<p>${escape(input.description)}</p>
<form method="post">
<input type="hidden" name="token" value="${escape(input.token)}">
<button class="pay" name="outcome" value="succeeded">Pay</button>
<button class="decline" name="outcome" value="failed">Decline the payment</button>
<button class="leave" name="outcome" value="none">Leave without paying (the payment times out)</button>
</form>`,
  );
}

export function expiredPage(message: string): string {
  return page('Sandbox payment', `<h1>Sandbox gateway</h1><p>${escape(message)}</p>`);
}
