/**
 * CSV for the report exports (RFC 4180): every cell quoted when it holds a quote, a comma or a line
 * break, and a cell a spreadsheet would run as a formula (= + - @, a tab or a carriage return first)
 * gets a leading apostrophe (a plain signed number stays a number). Amounts are written as major units from integers, never floats.
 */

const FORMULA = /^[=+\-@\t\r]/;
/** A plain number (a signed amount) is data, not a formula: it keeps its minus sign as it is. */
const NUMBER = /^-?\d+(\.\d+)?$/;

export function csvCell(value: string): string {
  const safe = FORMULA.test(value) && !NUMBER.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

export const csvLine = (cells: readonly string[]) => `${cells.map(csvCell).join(',')}\r\n`;

/** Minor units as major units with `digits` decimals (`-1234n, 2` → `-12.34`), by string arithmetic. */
export function majorUnits(minor: bigint, digits: number): string {
  const negative = minor < 0n;
  const abs = (negative ? -minor : minor).toString().padStart(digits + 1, '0');
  const whole = digits === 0 ? abs : abs.slice(0, -digits);
  const text = digits === 0 ? whole : `${whole}.${abs.slice(-digits)}`;
  return negative ? `-${text}` : text;
}
