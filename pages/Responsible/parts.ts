/** The wallet's currency, for the amounts on the responsible-gaming page. */
export interface Currency {
  symbol: string;
  digits: number;
}
