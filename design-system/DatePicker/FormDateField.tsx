import { parseDateValue, toDateValue } from '../../src/i18n/dates';
import { type ConnectorProps, useFormField } from '../Form/Form';
import { DatePicker, type DatePickerProps } from './DatePicker';

type Bound = 'mode' | 'value' | 'onChange' | 'error' | 'ref' | 'required';

export type FormDateFieldProps = Omit<DatePickerProps, Bound> & Omit<ConnectorProps, 'transform'>;

/**
 * A day picked with the DatePicker and bound to the form kit as a YYYY-MM-DD string (a birthday):
 * it shows the site's date format whatever the browser's, unlike a native date input.
 */
export function FormDateField({ name, required: _required, messageValues, deps, ...props }: FormDateFieldProps) {
  const c = useFormField({ name, messageValues, deps });
  return (
    <DatePicker
      {...props}
      mode="date"
      ref={c.ref}
      value={parseDateValue(c.text.value)}
      onChange={(day) => {
        c.field.onChange(toDateValue(day));
        c.field.onBlur();
      }}
      error={c.error}
    />
  );
}
