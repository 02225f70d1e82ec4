import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { type FormEvent, useCallback, useMemo, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useRevalidateOnLanguageChange } from '../../src/i18n/revalidate';
import { type FieldRules, firstInDocument, type KitMessage, mapServerError, rulesResolver } from './formLogic';

export interface KitFormOptions<V extends FieldValues> {
  defaultValues: DefaultValues<V>;
  /**
   * A Standard Schema (a zod schema from src/api/contract, say) whose issue messages are i18n keys.
   * Player pages use `rules` instead: zod stays out of the player bundle (ARCHITECTURE.md).
   */
  schema?: Parameters<typeof standardSchemaResolver>[0];
  /** Field rules returning i18n keys (src/rules/accountValidation). Read afresh at each validation. */
  rules?: FieldRules<V>;
  /** Error code → field, e.g. `{ 'account.username_taken': 'username' }`. Unmapped codes show at form level. */
  serverErrors?: Readonly<Record<string, keyof V & string>>;
  /** The server's field names → the form's, where they differ (`{ mobileNum: 'mobile' }`). */
  serverFields?: Readonly<Record<string, keyof V & string>>;
  /** Also show a mapped code's message at form level (pages whose alert always said what failed). */
  alwaysAlert?: boolean;
}

export interface KitForm<V extends FieldValues> {
  /** The react-hook-form instance (values, watch, setValue, formState...). */
  form: UseFormReturn<V>;
  /** The form-level message (an i18n key), shown by <FormAlert>. */
  formError: KitMessage | null;
  setFormError: (message: KitMessage | null) => void;
  /**
   * A submit handler: clears the form message, validates, focuses the first invalid field (in page
   * order) or runs `onValid`. What `onValid` throws is mapped with `applyServerError`, unless
   * `onFailure` handles it (return true to skip the mapping).
   */
  handleSubmit: (
    onValid: (values: V) => Promise<void> | void,
    onFailure?: (err: unknown) => unknown,
  ) => (event?: FormEvent) => Promise<void>;
  /** Puts a failed call's errors on their fields (focusing the first) and the rest at form level. */
  applyServerError: (err: unknown) => void;
  /** Sets one field's error (an i18n key) and, unless told not to, focuses it. */
  setFieldError: (name: Path<V>, key: string, options?: { focus?: boolean }) => void;
  /** Focuses the first field, in page order, among `names`. */
  focusFirst: (names: readonly string[]) => void;
  /** Ref callback the field connectors attach, so focus can follow page order. */
  registerElement: (name: string, el: HTMLElement | null) => void;
}

/** The one way to wire a form: react-hook-form, i18n-key messages, focus, server codes, language revalidation. */
export function useKitForm<V extends FieldValues>(options: KitFormOptions<V>): KitForm<V> {
  const latest = useRef(options);
  latest.current = options;
  const resolver = useMemo<Resolver<V>>(
    () =>
      options.schema
        ? (standardSchemaResolver(options.schema) as unknown as Resolver<V>)
        : rulesResolver<V>(() => latest.current.rules),
    [options.schema],
  );
  const form = useForm<V>({
    defaultValues: options.defaultValues,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const [formError, setFormError] = useState<KitMessage | null>(null);
  const elements = useRef(new Map<string, HTMLElement>());

  const registerElement = useCallback((name: string, el: HTMLElement | null) => {
    if (el) elements.current.set(name, el);
    else elements.current.delete(name);
  }, []);

  const focusFirst = useCallback((names: readonly string[]) => {
    firstInDocument(names.map((n) => elements.current.get(n)))?.focus();
  }, []);

  // Re-check, 200 ms after a language change, only the fields showing a rule's error (a server's
  // answer stays: it is a key too, so it re-renders in the new language anyway).
  const { errors } = form.formState;
  const shownRef = useRef<string[]>([]);
  shownRef.current = Object.entries(errors)
    .filter(([name, e]) => name !== 'root' && e && (e as { type?: string }).type !== 'server')
    .map(([name]) => name);
  useRevalidateOnLanguageChange(() => {
    if (shownRef.current.length > 0) void form.trigger(shownRef.current as Path<V>[]);
  });

  const setFieldError = useCallback(
    (name: Path<V>, key: string, opts?: { focus?: boolean }) => {
      form.setError(name, { type: 'server', message: key });
      if (opts?.focus !== false) focusFirst([name]);
    },
    [form, focusFirst],
  );

  const applyServerError = useCallback(
    (err: unknown) => {
      const o = latest.current;
      const outcome = mapServerError(err, {
        codes: o.serverErrors,
        fields: o.serverFields,
        known: Object.keys(form.getValues()),
        keyOf: (code) => `errors.${code}`,
        unknownKey: 'errors.unknown',
        alwaysAlert: o.alwaysAlert,
      });
      for (const [name, key] of Object.entries(outcome.fields)) {
        form.setError(name as Path<V>, { type: 'server', message: key });
      }
      focusFirst(Object.keys(outcome.fields));
      setFormError(outcome.formMessage);
    },
    [form, focusFirst],
  );

  const handleSubmit = useCallback(
    (onValid: (values: V) => Promise<void> | void, onFailure?: (err: unknown) => unknown) =>
      async (event?: FormEvent) => {
        setFormError(null);
        await form.handleSubmit(
          async (values) => {
            try {
              await onValid(values);
            } catch (err) {
              if (onFailure?.(err) !== true) applyServerError(err);
            }
          },
          (found) => focusFirst(Object.keys(found)),
        )(event);
      },
    [form, focusFirst, applyServerError],
  );

  return { form, formError, setFormError, handleSubmit, applyServerError, setFieldError, focusFirst, registerElement };
}
