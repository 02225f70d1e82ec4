import { type ConnectorProps, useFormField } from '../Form/Form';
import { CaptchaField, type CaptchaFieldProps } from './CaptchaField';
import { CodeField, type CodeFieldProps } from './CodeField';

type Bound = 'value' | 'onChange' | 'onBlur' | 'error' | 'ref' | 'name' | 'required';

/** A CodeField bound to the form kit. */
export function FormCodeField({
  name,
  required,
  messageValues,
  deps,
  ...props
}: Omit<CodeFieldProps, Bound> & Omit<ConnectorProps, 'transform'>) {
  const c = useFormField({ name, messageValues, deps });
  return <CodeField {...props} {...c.text} aria-required={required || undefined} />;
}

/** A CaptchaField bound to the form kit. */
export function FormCaptchaField({
  name,
  required,
  messageValues,
  deps,
  ...props
}: Omit<CaptchaFieldProps, Bound> & Omit<ConnectorProps, 'transform'>) {
  const c = useFormField({ name, messageValues, deps });
  return <CaptchaField {...props} {...c.text} aria-required={required || undefined} />;
}
