export { amountChars, MONEY_MAX_MINOR, moneyErrorKey, type ParsedMoney, parseMoney } from '../../src/rules/money';
export * from './MoneyField';
