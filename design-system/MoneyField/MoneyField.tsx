import { amountChars, type MoneyOptions, type ParsedMoney, parseMoney } from '../../src/rules/money';
import { type ConnectorProps, useFormField } from '../Form/Form';
import { TextField, type TextFieldProps } from '../TextField';

export interface MoneyFieldProps
  extends Omit<TextFieldProps, 'prefix' | 'onChange' | 'value' | 'defaultValue' | 'type' | 'inputMode'>,
    MoneyOptions {
  /** The currency symbol before the amount (from the site config), e.g. "¥". */
  currencySymbol: string;
  /** The amount as typed (major units, text). */
  value: string;
  /** Called with the text (only digits, one dot and grouping commas kept) and its parse. */
  onChange: (text: string, parsed: ParsedMoney) => void;
}

/**
 * An amount in major units with the currency symbol before it: a decimal keypad on phones, at most
 * 2 decimals, read into integer minor units without floats (src/rules/money.ts parseMoney).
 */
export function MoneyField({
  currencySymbol,
  value,
  onChange,
  digits,
  maxMinor,
  allowZero,
  ...props
}: MoneyFieldProps) {
  return (
    <TextField
      autoComplete="off"
      {...props}
      type="text"
      inputMode="decimal"
      prefix={<span aria-hidden="true">{currencySymbol}</span>}
      value={value}
      onChange={(v) => {
        const text = amountChars(v);
        onChange(text, parseMoney(text, { digits, maxMinor, allowZero }));
      }}
    />
  );
}

/** A MoneyField bound to the form kit; the form's value is the text (check it with `parseMoney`). */
export function FormMoneyField({
  name,
  required,
  messageValues,
  deps,
  ...props
}: Omit<MoneyFieldProps, 'value' | 'onChange' | 'onBlur' | 'error' | 'ref' | 'name' | 'required'> &
  Omit<ConnectorProps, 'transform'>) {
  const c = useFormField({ name, messageValues, deps });
  return (
    <MoneyField
      {...props}
      name={name}
      ref={c.ref}
      value={(c.field.value as string | undefined) ?? ''}
      onChange={(text) => c.field.onChange(text)}
      onBlur={c.field.onBlur}
      error={c.error}
      aria-required={required || undefined}
    />
  );
}
