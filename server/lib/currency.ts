import { eq } from 'drizzle-orm';
import type { Db } from '../db';
import { brands } from '../db/schema';

/** A brand's currency, from its white-label config (`brands.config.currency`). */
export interface Currency {
  code: string;
  symbol: string;
  minorUnitDigits: number;
}

/** The database or a transaction: anything that can select. */
export type CurrencyReader = Pick<Db, 'select'>;

/**
 * The brand's currency, read once per brand and then cached (a brand's currency never changes once
 * money has moved in it). It reads through the executor it is given, so it also works inside a
 * transaction that has just written the brand and has not committed (the seed). The ledger and the
 * wallet service share one (the ledger's `currency`).
 */
export function createCurrencyLookup() {
  const cache = new Map<string, Currency>();
  return async function currencyOf(exec: CurrencyReader, brand: string): Promise<Currency> {
    const cached = cache.get(brand);
    if (cached) return cached;
    const [row] = await exec.select({ config: brands.config }).from(brands).where(eq(brands.code, brand));
    const c = (row?.config as { currency?: Partial<Currency> } | undefined)?.currency;
    if (!c?.code || !c.symbol || c.minorUnitDigits === undefined) throw new Error(`brand ${brand} has no currency`);
    const currency = { code: c.code, symbol: c.symbol, minorUnitDigits: c.minorUnitDigits };
    cache.set(brand, currency);
    return currency;
  };
}

export type CurrencyLookup = ReturnType<typeof createCurrencyLookup>;
