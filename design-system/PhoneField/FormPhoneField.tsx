import { type ConnectorProps, useFormField } from '../Form/Form';
import { PhoneField, type PhoneFieldProps } from './PhoneField';

type Bound =
  | 'dialCode'
  | 'onDialCodeChange'
  | 'value'
  | 'onChange'
  | 'onBlur'
  | 'error'
  | 'name'
  | 'dialName'
  | 'ref'
  | 'dialRef'
  | 'required';

export type FormPhoneFieldProps = Omit<PhoneFieldProps, Bound> &
  Omit<ConnectorProps, 'transform'> & {
    /** The form value holding the dialling code. */
    dialName: string;
  };

/** A PhoneField bound to the form kit: the dialling code and the number are two values of the form. */
export function FormPhoneField({ name, dialName, required, messageValues, deps, ...props }: FormPhoneFieldProps) {
  const dial = useFormField({ name: dialName });
  const mobile = useFormField({ name, messageValues, deps });
  return (
    <PhoneField
      {...props}
      name={name}
      dialName={dialName}
      ref={mobile.ref}
      dialRef={dial.ref}
      value={mobile.text.value}
      onChange={mobile.onText}
      onBlur={mobile.field.onBlur}
      error={mobile.error}
      dialCode={dial.text.value}
      onDialCodeChange={dial.onText}
      required={required}
    />
  );
}
