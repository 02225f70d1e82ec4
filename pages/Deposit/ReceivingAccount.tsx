import { Copy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Callout } from '../../design-system/Callout';
import { Card } from '../../design-system/Card';
import { IconButton } from '../../design-system/IconButton';
import { SectionHeader } from '../../design-system/SectionHeader';
import { toast } from '../../design-system/Toast';
import type { DepositChannel } from '../../src/api/contract/deposits';
import * as css from './Deposit.css';

/** The account to transfer to, each value with a copy button. */
export function ReceivingAccount({ account }: { account: NonNullable<DepositChannel['receivingAccount']> }) {
  const { t } = useTranslation('wallet');
  const rows = [
    { label: t('deposit.manual.bankName'), value: account.bankName },
    { label: t('deposit.manual.accountName'), value: account.accountName },
    {
      label: t('deposit.manual.accountNumber'),
      value: account.accountNumber,
      copy: account.accountNumber.replace(/\s/g, ''),
    },
    ...(account.branch ? [{ label: t('deposit.manual.branch'), value: account.branch }] : []),
  ];
  const copy = async (label: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(t('deposit.manual.copied', { label }));
    } catch {
      toast.error(t('deposit.manual.copyFailed'));
    }
  };
  return (
    <Card as="section" gap="sm" aria-labelledby="receiving-account">
      <SectionHeader id="receiving-account" title={t('deposit.manual.accountTitle')} size="sub" />
      <dl className={css.details}>
        {rows.map((r) => (
          <div key={r.label} className={css.detail}>
            <dt className={css.detailLabel}>{r.label}</dt>
            <dd className={css.detailValue}>{r.value}</dd>
            <dd className={css.detailCopy}>
              <IconButton
                label={t('deposit.manual.copy', { label: r.label })}
                size="sm"
                variant="soft"
                onPress={() => void copy(r.label, r.copy ?? r.value)}
              >
                <Copy />
              </IconButton>
            </dd>
          </div>
        ))}
      </dl>
      {account.instructions ? <Callout>{account.instructions}</Callout> : null}
    </Card>
  );
}
