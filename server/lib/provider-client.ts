import type {
  BalanceRequest,
  CreditRequest,
  DebitRequest,
  ProviderCall,
  ProviderResponse,
  RollbackRequest,
} from '../../src/api/contract/provider';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from '../../src/api/contract/provider';
import { signProviderBody } from './provider-signature';

/** Sends one signed call; `path` is `/api/provider/<vassalage>/wallet/<call>`. */
export type ProviderSend = (
  path: string,
  headers: Record<string, string>,
  rawBody: string,
) => Promise<{ status: number; body: unknown }>;

/** A `send` over real HTTP to the operator at `baseUrl` (what a vendor's server runs). */
export const fetchSend =
  (baseUrl: string, timeoutMs = 10_000): ProviderSend =>
  async (path, headers, rawBody) => {
    const res = await fetch(new URL(path, baseUrl), {
      method: 'POST',
      headers,
      body: rawBody,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return { status: res.status, body: await res.json().catch(() => null) };
  };

/**
 * The vendor side of the seamless-wallet protocol (docs/provider-wallet.md): signs each call with
 * the vendor's secret. The house studio plays through it exactly as a third-party vendor would.
 */
export function createProviderWalletClient(opts: {
  vassalage: string;
  secret: string;
  send: ProviderSend;
  now?: () => Date;
}) {
  const now = opts.now ?? (() => new Date());
  async function call(name: ProviderCall, body: object): Promise<{ httpStatus: number; body: ProviderResponse }> {
    const rawBody = JSON.stringify(body);
    const timestamp = String(now().getTime());
    const res = await opts.send(
      `/api/provider/${encodeURIComponent(opts.vassalage)}/wallet/${name}`,
      {
        'content-type': 'application/json',
        [TIMESTAMP_HEADER]: timestamp,
        [SIGNATURE_HEADER]: signProviderBody(opts.secret, timestamp, rawBody),
      },
      rawBody,
    );
    return { httpStatus: res.status, body: res.body as ProviderResponse };
  }
  return {
    balance: (body: BalanceRequest) => call('balance', body),
    debit: (body: DebitRequest) => call('debit', body),
    credit: (body: CreditRequest) => call('credit', body),
    rollback: (body: RollbackRequest) => call('rollback', body),
  };
}

export type ProviderWalletClient = ReturnType<typeof createProviderWalletClient>;
