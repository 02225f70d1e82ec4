import { Plus, X } from 'lucide-react';
import { type KeyboardEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormField } from '../../../design-system/Form';
import { Inline } from '../../../design-system/Layout';
import { Text } from '../../../design-system/Text';
import { TextField } from '../../../design-system/TextField';
import { addQuick, draftErrorKey, draftMessageValues } from '../../../src/admin/channelChecks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { CHANNEL_LIMITS } from '../../../src/api/contract/adminChannels.constants';
import * as own from './Channels.css';
import type { ChannelFormState } from './useChannelForm';

/**
 * The quick amounts (the form's `quick`, minor units): typed one at a time (Add, or Enter) and
 * checked against the range as they are added, shown as chips that can be removed. The box takes
 * the focus when `quick` is the first field in error.
 */
export function QuickAmounts({ symbol, form }: { symbol: string; form: ChannelFormState }) {
  const { t } = useTranslation(ADMIN_NS);
  const [text, setText] = useState('');
  const quick = useFormField({ name: 'quick', messageValues: draftMessageValues('quick', form.digits) });
  const amounts = (quick.field.value as number[] | undefined) ?? [];
  const { money } = form;
  const { clearErrors, getValues, setError } = form.form;

  const add = () => {
    const result = addQuick(getValues(), text, form.digits);
    if (!result.ok) {
      setError('quick', { type: 'server', message: draftErrorKey('quick', result.error) });
      return;
    }
    quick.field.onChange(result.quick);
    clearErrors('quick');
    setText('');
  };
  const remove = (minor: number) => {
    quick.field.onChange(amounts.filter((q) => q !== minor));
    clearErrors('quick');
    form.kit.focusFirst(['quick']);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  };

  return (
    <>
      <TextField
        ref={quick.ref}
        label={t('channels.form.quickInput')}
        prefix={symbol}
        suffix={
          <button type="button" className={own.addButton} onClick={add}>
            <Plus aria-hidden="true" />
            {t('channels.form.quickAdd')}
          </button>
        }
        inputMode="decimal"
        enterKeyHint="done"
        autoComplete="off"
        value={text}
        error={quick.error}
        hint={t('channels.form.quickHint', { max: CHANNEL_LIMITS.quickMax })}
        onKeyDown={onKeyDown}
        onChange={(v) => {
          setText(v);
          clearErrors('quick');
        }}
      />
      {amounts.length > 0 ? (
        <Inline as="ul" gap="sm" aria-label={t('channels.form.quickList')}>
          {amounts.map((q) => (
            <li key={q} className={own.chip}>
              <span>{money(q)}</span>
              <button
                type="button"
                className={own.chipRemove}
                aria-label={t('channels.form.quickRemove', { amount: money(q) })}
                onClick={() => remove(q)}
              >
                <X aria-hidden="true" />
              </button>
            </li>
          ))}
        </Inline>
      ) : (
        <Text as="p" tone="muted" size="xs">
          {t('channels.form.quickNone')}
        </Text>
      )}
    </>
  );
}
