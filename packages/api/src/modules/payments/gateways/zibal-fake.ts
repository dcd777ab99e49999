/**
 * A local fake of the Zibal gateway (contract "Zibal (IRR)", paragraph "A local fake for tests"): numeric
 * track ids; states created → paid (status 2) | cancelled (3) → verified (1); a bilingual `/start/{trackId}`
 * page whose buttons return to the callback; an idempotent verify (a repeat answers 201). The HTTP handling
 * is `createZibalFakeHandler(state)` so the app can mount it as its embedded dev gateway.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  escapeHtml,
  FAKE_PAGE_STYLE,
  listen,
  localPath,
  readBody,
  redirect,
  sendHtml,
  sendJson,
  type FakeRequestRecord,
} from './fake-http';

export type ZibalFakeMode = 'normal' | 'slow-verify' | 'verify-500' | 'wrong-amount';
export type ZibalFakeTransactionState = 'created' | 'paid' | 'cancelled' | 'verified';

export interface ZibalFakeTransaction {
  trackId: string;
  merchant: string;
  amount: number;
  callbackUrl: string;
  orderId: string | null;
  description: string | null;
  mobile: string | null;
  state: ZibalFakeTransactionState;
  createdAt: string;
  paidAt: string | null;
  verifiedAt: string | null;
  refNumber: number | null;
  cardNumber: string | null;
}

export interface ZibalFakeState {
  merchants: Set<string>;
  transactions: Map<string, ZibalFakeTransaction>;
  /** Every API call (`/v1/...`) received, in order, for tests to inspect. */
  requests: FakeRequestRecord[];
  nextTrackId: number;
  mode: ZibalFakeMode;
  /** How long a verify answer is held back in `slow-verify` mode. */
  slowVerifyMs: number;
  /** Mount point when embedded in another server (e.g. `/dev/zibal`); '' when standalone. */
  basePath: string;
}

/** Amounts above this answer result 113, as a real merchant's limit would. */
export const ZIBAL_FAKE_MAX_AMOUNT = 5_000_000_000;

const STATUS: Record<ZibalFakeTransactionState, number> = { created: -1, paid: 2, cancelled: 3, verified: 1 };

export function createZibalFakeState(
  options: { merchants?: string[]; basePath?: string; firstTrackId?: number } = {},
): ZibalFakeState {
  return {
    merchants: new Set(['zibal', ...(options.merchants ?? [])]),
    transactions: new Map(),
    requests: [],
    nextTrackId: options.firstTrackId ?? 1_000_001,
    mode: 'normal',
    slowVerifyMs: 2_000,
    basePath: (options.basePath ?? '').replace(/\/+$/, ''),
  };
}

function details(tx: ZibalFakeTransaction, amount = tx.amount) {
  return {
    amount,
    status: STATUS[tx.state],
    paidAt: tx.paidAt,
    verifiedAt: tx.verifiedAt,
    cardNumber: tx.cardNumber,
    refNumber: tx.refNumber,
    orderId: tx.orderId,
    description: tx.description,
  };
}

function callbackLocation(tx: ZibalFakeTransaction): string {
  const url = new URL(tx.callbackUrl);
  const paid = tx.state === 'paid' || tx.state === 'verified';
  url.searchParams.set('trackId', tx.trackId);
  url.searchParams.set('success', paid ? '1' : '0');
  url.searchParams.set('status', String(paid ? 2 : STATUS[tx.state]));
  url.searchParams.set('orderId', tx.orderId ?? '');
  return url.toString();
}

function startPage(tx: ZibalFakeTransaction): string {
  const amountFa = tx.amount.toLocaleString('fa-IR');
  const amountEn = tx.amount.toLocaleString('en-US');
  const order = escapeHtml(tx.orderId ?? '-');
  const description = tx.description ? `<p>${escapeHtml(tx.description)}</p>` : '';
  const open = tx.state === 'created';
  const buttons = open
    ? `<form method="post" action="${tx.trackId}/pay"><button type="submit" name="action" value="pay">پرداخت / Pay</button></form>
  <form method="post" action="${tx.trackId}/cancel"><button type="submit" name="action" value="cancel">انصراف / Cancel</button></form>`
    : `<p>این تراکنش قبلاً انجام شده است / This transaction is already closed.</p>`;
  return `<!doctype html>
<html lang="fa">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>درگاه آزمایشی زیبال / Zibal test gateway</title>
<style>${FAKE_PAGE_STYLE}</style>
</head>
<body>
  <section dir="rtl" lang="fa">
    <h1>درگاه آزمایشی زیبال</h1>
    <p>مبلغ: ${amountFa} ریال</p>
    <p>شماره سفارش: ${order}</p>
    <p>شناسه تراکنش: ${tx.trackId}</p>
  </section>
  <section dir="ltr" lang="en">
    <h2>Zibal test gateway</h2>
    <p>Amount: ${amountEn} IRR</p>
    <p>Order: ${order}</p>
    <p>Track id: ${tx.trackId}</p>
  </section>
  ${description}
  <div>
  ${buttons}
  </div>
</body>
</html>`;
}

function messagePage(status: number, fa: string, en: string): string {
  return `<!doctype html><html lang="fa"><head><meta charset="utf-8"><title>Zibal</title></head><body>
<p dir="rtl" lang="fa">${escapeHtml(fa)}</p><p dir="ltr" lang="en">${escapeHtml(en)} (${status})</p></body></html>`;
}

function parseJson(body: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(body);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

function handleApi(state: ZibalFakeState, operation: string, body: Record<string, unknown>, res: ServerResponse): void {
  const merchant = typeof body.merchant === 'string' ? body.merchant : '';
  if (!state.merchants.has(merchant)) return sendJson(res, 200, { result: 102, message: 'merchant یافت نشد' });

  if (operation === 'request') {
    const amount = body.amount;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 1_000) {
      return sendJson(res, 200, { result: 105, message: 'amount بایستی بزرگتر از 1,000 ریال باشد' });
    }
    if (amount > ZIBAL_FAKE_MAX_AMOUNT) return sendJson(res, 200, { result: 113, message: 'amount بیش از سقف مجاز' });
    const callbackUrl = typeof body.callbackUrl === 'string' ? body.callbackUrl : '';
    if (!/^https?:\/\/[^\s]+$/.test(callbackUrl) || !URL.canParse(callbackUrl)) {
      return sendJson(res, 200, { result: 106, message: 'callbackUrl نامعتبر' });
    }
    const trackId = String(state.nextTrackId++);
    state.transactions.set(trackId, {
      trackId,
      merchant,
      amount,
      callbackUrl,
      orderId: typeof body.orderId === 'string' ? body.orderId : null,
      description: typeof body.description === 'string' ? body.description : null,
      mobile: typeof body.mobile === 'string' ? body.mobile : null,
      state: 'created',
      createdAt: new Date().toISOString(),
      paidAt: null,
      verifiedAt: null,
      refNumber: null,
      cardNumber: null,
    });
    return sendJson(res, 200, { result: 100, trackId: Number(trackId), message: 'success' });
  }

  const tx = state.transactions.get(String(body.trackId ?? ''));
  if (!tx || tx.merchant !== merchant) return sendJson(res, 200, { result: 203, message: 'trackId نامعتبر' });

  if (operation === 'inquiry') {
    return sendJson(res, 200, {
      result: 100,
      message: 'success',
      trackId: Number(tx.trackId),
      createdAt: tx.createdAt,
      ...details(tx),
    });
  }

  // verify
  if (state.mode === 'verify-500') {
    res.writeHead(500, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end('<html><body>500 Internal Server Error</body></html>');
    return;
  }
  let result: number;
  if (tx.state === 'verified') result = 201;
  else if (tx.state === 'paid') {
    tx.state = 'verified';
    tx.verifiedAt = new Date().toISOString();
    result = 100;
  } else {
    return sendJson(res, 200, {
      result: 202,
      message: 'سفارش پرداخت نشده یا ناموفق بوده است',
      status: STATUS[tx.state],
    });
  }
  const amount = state.mode === 'wrong-amount' ? Math.floor(tx.amount / 10) : tx.amount;
  const answer = { result, message: result === 100 ? 'success' : 'قبلا تایید شده', ...details(tx, amount) };
  if (state.mode === 'slow-verify') {
    // The verify takes effect at once; only its answer is late (as when a real gateway's reply is lost).
    setTimeout(() => {
      if (!res.writableEnded && !res.destroyed) sendJson(res, 200, answer);
    }, state.slowVerifyMs).unref();
    return;
  }
  sendJson(res, 200, answer);
}

/** The fake's HTTP handling, independent of any server: `(req, res) => void` for node:http or a mount. */
export function createZibalFakeHandler(state: ZibalFakeState): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    void (async () => {
      const local = localPath(req.url ?? '/', state.basePath);
      if (!local) return sendJson(res, 404, { result: -1, message: 'not found' });
      const method = req.method ?? 'GET';
      const body = await readBody(req);
      const { path } = local;

      const api = /^\/v1\/(request|verify|inquiry)$/.exec(path);
      if (api) {
        state.requests.push({ method, path, headers: req.headers, body });
        if (method !== 'POST') return sendJson(res, 405, { result: -1, message: 'method not allowed' });
        const json = parseJson(body);
        if (!json) return sendJson(res, 400, { result: -1, message: 'invalid JSON body' });
        return handleApi(state, api[1] ?? '', json, res);
      }

      const start = /^\/start\/(\d+)(?:\/(pay|cancel))?$/.exec(path);
      if (start) {
        const tx = state.transactions.get(start[1] ?? '');
        if (!tx) return sendHtml(res, 404, messagePage(404, 'تراکنش یافت نشد', 'Transaction not found'));
        const action = start[2];
        if (!action) {
          if (method !== 'GET') return sendHtml(res, 405, messagePage(405, 'روش نامعتبر', 'Method not allowed'));
          return sendHtml(res, 200, startPage(tx), tx.callbackUrl);
        }
        if (method !== 'POST') return sendHtml(res, 405, messagePage(405, 'روش نامعتبر', 'Method not allowed'));
        if (tx.state !== 'created') {
          return sendHtml(res, 409, messagePage(409, 'این تراکنش قبلاً انجام شده است', 'Transaction already closed'));
        }
        if (action === 'pay') {
          tx.state = 'paid';
          tx.paidAt = new Date().toISOString();
          tx.refNumber = 100_000_000 + Number(tx.trackId);
          tx.cardNumber = '621986******1234';
        } else {
          tx.state = 'cancelled';
        }
        return redirect(res, callbackLocation(tx));
      }

      return sendJson(res, 404, { result: -1, message: 'not found' });
    })().catch(() => {
      if (!res.headersSent) sendJson(res, 400, { result: -1, message: 'bad request' });
      else res.destroy();
    });
  };
}

export interface ZibalFake {
  baseUrl: string;
  close(): Promise<void>;
  transactions: Map<string, ZibalFakeTransaction>;
  requests: FakeRequestRecord[];
  state: ZibalFakeState;
  setMode(mode: ZibalFakeMode): void;
}

/** Starts the fake on 127.0.0.1 with a free port. Accepts merchant `zibal` plus `options.merchants`. */
export async function startZibalFake(
  options: { merchants?: string[]; slowVerifyMs?: number } = {},
): Promise<ZibalFake> {
  const state = createZibalFakeState({ merchants: options.merchants });
  if (options.slowVerifyMs !== undefined) state.slowVerifyMs = options.slowVerifyMs;
  const server = await listen(createZibalFakeHandler(state));
  return {
    baseUrl: server.baseUrl,
    close: server.close,
    transactions: state.transactions,
    requests: state.requests,
    state,
    setMode(mode) {
      state.mode = mode;
    },
  };
}
