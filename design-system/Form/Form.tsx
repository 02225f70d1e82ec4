import { createContext, type FormHTMLAttributes, type ReactNode, useCallback, useContext } from 'react';
import { type FieldValues, useController } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Checkbox, type CheckboxProps } from '../Checkbox';
import { PasswordField, type PasswordFieldProps } from '../PasswordField';
import { Select, type SelectProps } from '../Select';
import { TextAreaField, type TextAreaFieldProps } from '../TextAreaField';
import { TextField, type TextFieldProps } from '../TextField';
import * as css from './Form.css';
import { type KitMessage, messageParts } from './formLogic';
import type { KitForm } from './useKitForm';

// biome-ignore lint/suspicious/noExplicitAny: the context holds a form of any value shape
const KitContext = createContext<KitForm<any> | null>(null);

function useKit(): KitForm<FieldValues> {
  const kit = useContext(KitContext);
  if (!kit) throw new Error('Form fields must sit inside <Form>');
  return kit;
}

export interface FormProps<V extends FieldValues>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'children' | 'noValidate'> {
  kit: KitForm<V>;
  /** Usually `kit.handleSubmit(...)`. */
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => void | Promise<void>;
  /** Accessible name of the form. */
  'aria-label': string;
  children: ReactNode;
}

/** A <form> in a column, with browser validation off (the kit validates), holding the kit for its fields. */
export function Form<V extends FieldValues>({ kit, onSubmit, className, children, ...rest }: FormProps<V>) {
  return (
    <KitContext.Provider value={kit}>
      <form
        {...rest}
        noValidate
        className={[css.form, className].filter(Boolean).join(' ')}
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit(e);
        }}
      >
        {children}
      </form>
    </KitContext.Provider>
  );
}

/** Translates a kit message at render time, so a language change re-renders it. */
export function useKitMessage() {
  const { t } = useTranslation();
  return useCallback(
    (m: KitMessage | null | undefined, extra?: Record<string, unknown>) => {
      if (!m) return undefined;
      const { key, values } = messageParts(m);
      return t(key, { ...values, ...extra, defaultValue: t('errors.unknown') });
    },
    [t],
  );
}

/** The form's own error (a failure that belongs to no one field), announced to screen readers. */
export function FormAlert({ message }: { message?: KitMessage | null }) {
  const kit = useContext(KitContext);
  const text = useKitMessage()(message === undefined ? kit?.formError : message);
  if (!text) return null;
  return (
    <p className={css.alert} role="alert">
      {text}
    </p>
  );
}

export interface ConnectorProps {
  /** The field's name in the form's values. */
  name: string;
  /** Marks the control aria-required (the label shows "(Optional)" only with `optional`). */
  required?: boolean;
  /** Values for the error message's interpolation (e.g. `{ age: 18 }`). */
  messageValues?: Record<string, unknown>;
  /** Rewrites what is typed before it is stored (e.g. digits only). */
  transform?: (value: string) => string;
  /** Fields re-checked when this one changes (e.g. a confirmation when the password changes). */
  deps?: string[];
}

/** Binds one field to the kit: value, change, blur, ref (for focus order) and the translated error. */
export function useFormField({ name, messageValues, transform, deps }: ConnectorProps) {
  const kit = useKit();
  const { field, fieldState } = useController({ name, control: kit.form.control, rules: deps ? { deps } : undefined });
  const message = useKitMessage();
  const { registerElement } = kit;
  const fieldRef = field.ref;
  const ref = useCallback(
    (el: HTMLElement | null) => {
      fieldRef(el);
      registerElement(name, el);
    },
    [fieldRef, registerElement, name],
  );
  const error = message(fieldState.error?.message, messageValues);
  const onText = (v: string) => field.onChange(transform ? transform(v) : v);
  return {
    field,
    ref,
    error,
    onText,
    /** The props a text-like control (TextField, PasswordField, Select, CodeField...) takes, bound. */
    text: {
      name,
      ref,
      value: (field.value as string | undefined) ?? '',
      onChange: onText,
      onBlur: field.onBlur,
      error,
    },
  };
}

type Omitted = 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'ref' | 'required';

export type FormTextFieldProps = Omit<TextFieldProps, Omitted> & ConnectorProps;

/** A TextField bound to the kit. */
export function FormTextField({ name, required, messageValues, transform, deps, ...props }: FormTextFieldProps) {
  const c = useFormField({ name, messageValues, transform, deps });
  return <TextField {...props} {...c.text} aria-required={required || undefined} />;
}

export type FormTextAreaFieldProps = Omit<TextAreaFieldProps, Omitted> & ConnectorProps;

/** A TextAreaField bound to the kit (its counter, when shown, follows the form's value). */
export function FormTextAreaField({
  name,
  required,
  messageValues,
  transform,
  deps,
  ...props
}: FormTextAreaFieldProps) {
  const c = useFormField({ name, messageValues, transform, deps });
  return <TextAreaField {...props} {...c.text} aria-required={required || undefined} />;
}

export type FormPasswordFieldProps = Omit<PasswordFieldProps, Omitted> & ConnectorProps;

/** A PasswordField bound to the kit. */
export function FormPasswordField({
  name,
  required,
  messageValues,
  transform,
  deps,
  ...props
}: FormPasswordFieldProps) {
  const c = useFormField({ name, messageValues, transform, deps });
  return <PasswordField {...props} {...c.text} aria-required={required || undefined} />;
}

export type FormSelectProps = Omit<SelectProps, Omitted> & Omit<ConnectorProps, 'transform'>;

/** A Select bound to the kit. */
export function FormSelect({ name, required, messageValues, deps, ...props }: FormSelectProps) {
  const c = useFormField({ name, messageValues, deps });
  return <Select {...props} {...c.text} aria-required={required || undefined} />;
}

export type FormCheckboxProps = Omit<CheckboxProps, Omitted | 'checked' | 'defaultChecked'> &
  Omit<ConnectorProps, 'transform'>;

/** A Checkbox bound to the kit (a boolean value). */
export function FormCheckbox({ name, required, messageValues, deps, ...props }: FormCheckboxProps) {
  const c = useFormField({ name, messageValues, deps });
  return (
    <Checkbox
      {...props}
      name={name}
      ref={c.ref}
      checked={c.field.value === true}
      onChange={(checked) => c.field.onChange(checked)}
      onBlur={c.field.onBlur}
      error={c.error}
      aria-required={required || undefined}
    />
  );
}
