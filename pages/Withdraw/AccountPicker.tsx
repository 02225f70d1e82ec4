import { Landmark, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { ChoiceCards } from '../../design-system/ChoiceCards';
import { EmptyState } from '../../design-system/EmptyState';
import { FormAlert, type KitMessage } from '../../design-system/Form';
import type { WithdrawInfo } from '../../src/api/contract/withdrawals';
import { bankName } from '../../src/api/contract/withdrawals.constants';
import * as css from './Withdraw.css';

/** The bank account to pay to: the bound ones as cards, or none yet; and a way to add one up to the limit. */
export function AccountPicker({
  info,
  value,
  onChange,
  error,
  onAdd,
}: {
  info: WithdrawInfo;
  value: string | null;
  onChange: (id: string) => void;
  /** The account's error (an i18n key), under the cards. */
  error: KitMessage | null;
  onAdd: () => void;
}) {
  const { t, i18n } = useTranslation('wallet');
  const none = info.bankAccounts.length === 0;
  return (
    <ChoiceCards
      legend={t('withdraw.accounts.title')}
      name="bankAccount"
      showCheck
      numericDescription
      value={value}
      onChange={onChange}
      options={info.bankAccounts.map((a) => {
        const name = bankName(a.bankCode, i18n.language);
        return {
          value: a.id,
          title: name,
          description: a.accountMasked,
          icon: Landmark,
          label: `${name} ${a.accountMasked}`,
        };
      })}
    >
      {none ? (
        <EmptyState
          size="compact"
          icon={Landmark}
          headingLevel={3}
          title={t('withdraw.accounts.empty')}
          description={t('withdraw.accounts.emptyHint')}
        />
      ) : null}
      <FormAlert message={error} />
      {info.bankAccounts.length < info.bankAccountLimit ? (
        <Button variant={none ? 'primary' : 'secondary'} icon={<Plus />} fullWidth onPress={onAdd}>
          {t('withdraw.accounts.add')}
        </Button>
      ) : (
        <p className={css.meta}>{t('withdraw.accounts.limit', { count: info.bankAccountLimit })}</p>
      )}
    </ChoiceCards>
  );
}
