import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { Card } from '../../design-system/Card';
import { KeyValueList } from '../../design-system/KeyValueList';
import { Stack } from '../../design-system/Layout';
import { Money } from '../../design-system/Money';
import { OutcomeHero } from '../../design-system/OutcomeHero';
import { TextLink } from '../../design-system/TextLink';
import type { Withdrawal } from '../../src/api/contract/withdrawals';
import { bankName } from '../../src/api/contract/withdrawals.constants';
import { useDates } from '../../src/i18n/dates';
import { StatusPill } from './parts';
import * as css from './Withdraw.css';

/** The withdrawal was made: it is pending until staff pay or reject it. */
export function Submitted({
  withdrawal,
  symbol,
  recordsPath,
  onDone,
}: {
  withdrawal: Withdrawal;
  symbol: string;
  recordsPath: string;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation('wallet');
  const navigate = useNavigate();
  const when = useDates();
  return (
    <Stack padding="md">
      <OutcomeHero
        icon={Clock}
        iconSize="lg"
        tone="caution"
        title={t('withdraw.submitted.title')}
        status={<StatusPill status={withdrawal.status} />}
        lead={t('withdraw.submitted.lead')}
      >
        <Money
          symbol={symbol}
          minor={withdrawal.amount}
          digits={withdrawal.minorUnitDigits}
          decimals="exact"
          size="xl"
          tone="accent"
        />
      </OutcomeHero>
      <Card>
        <KeyValueList
          items={[
            {
              label: t('withdraw.submitted.to'),
              value: `${bankName(withdrawal.bankCode, i18n.language)} ${withdrawal.accountMasked}`,
            },
            { label: t('withdraw.submitted.time'), value: when.dateTime(withdrawal.createdAt) },
          ]}
        />
      </Card>
      <Stack gap="sm">
        <Button fullWidth onPress={onDone}>
          {t('withdraw.submitted.done')}
        </Button>
        <TextLink href={recordsPath} onPress={() => navigate(recordsPath)} className={css.centerLink}>
          {t('withdraw.submitted.records')}
        </TextLink>
      </Stack>
    </Stack>
  );
}
