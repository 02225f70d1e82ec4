import { Plus, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Inline } from '../../../design-system/Layout';
import { TextField } from '../../../design-system/TextField';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { CHANNEL_LIMITS } from '../../../src/api/contract/adminChannels.constants';
import * as own from './Channels.css';
import type { ChannelFormState } from './useChannelForm';

/** The quick amounts: typed one at a time (Add, or Enter), shown as chips that can be removed. */
export function QuickAmounts({
  symbol,
  form,
  onKeyDown,
}: {
  symbol: string;
  form: ChannelFormState;
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const { draft, errors, money } = form;
  return (
    <>
      <TextField
        id={form.idOf('quick')}
        label={t('channels.form.quickInput')}
        prefix={symbol}
        suffix={
          <button type="button" className={own.addButton} onClick={form.addQuickAmount}>
            <Plus aria-hidden="true" />
            {t('channels.form.quickAdd')}
          </button>
        }
        inputMode="decimal"
        enterKeyHint="done"
        autoComplete="off"
        value={form.quickText}
        error={errors.quick}
        hint={t('channels.form.quickHint', { max: CHANNEL_LIMITS.quickMax })}
        onKeyDown={onKeyDown}
        onChange={form.typeQuick}
      />
      {draft.quick.length > 0 ? (
        <Inline as="ul" gap="sm" aria-label={t('channels.form.quickList')}>
          {draft.quick.map((q) => (
            <li key={q} className={own.chip}>
              <span>{money(q)}</span>
              <button
                type="button"
                className={own.chipRemove}
                aria-label={t('channels.form.quickRemove', { amount: money(q) })}
                onClick={() => form.removeQuick(q)}
              >
                <X aria-hidden="true" />
              </button>
            </li>
          ))}
        </Inline>
      ) : (
        <p className={own.hint}>{t('channels.form.quickNone')}</p>
      )}
    </>
  );
}
