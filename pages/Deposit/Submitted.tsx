import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { Card } from '../../design-system/Card';
import { KeyValueList } from '../../design-system/KeyValueList';
import { Stack } from '../../design-system/Layout';
import { Money } from '../../design-system/Money';
import type { Deposit } from '../../src/api/contract/deposits';
import { StatusHero } from './parts';

/** A manual deposit was made: it is pending until staff find the transfer. */
export function Submitted({
  deposit,
  symbol,
  onAgain,
  onView,
}: {
  deposit: Deposit;
  symbol: string;
  onAgain: () => void;
  onView: () => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <Stack padding="md">
      <StatusHero status={deposit.status} title={t('deposit.submitted.title')} lead={t('deposit.submitted.lead')}>
        <Money
          symbol={symbol}
          minor={deposit.amount}
          digits={deposit.minorUnitDigits}
          decimals="exact"
          size="xl"
          tone="accent"
        />
      </StatusHero>
      <Card>
        <KeyValueList
          items={[
            { label: t('deposit.result.method'), value: deposit.channelName },
            { label: t('deposit.submitted.reference'), value: deposit.reference ?? '' },
          ]}
        />
      </Card>
      <Stack gap="sm">
        <Button fullWidth onPress={onView}>
          {t('deposit.submitted.view')}
        </Button>
        <Button fullWidth variant="secondary" onPress={onAgain}>
          {t('deposit.submitted.again')}
        </Button>
      </Stack>
    </Stack>
  );
}
