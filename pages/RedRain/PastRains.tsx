import { CloudRain } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, Panel } from '../../design-system/Card';
import { EmptyState } from '../../design-system/EmptyState';
import { KeyValueList } from '../../design-system/KeyValueList';
import { Inline, Stack } from '../../design-system/Layout';
import { useMoneyText } from '../../design-system/Money';
import { StatusBadge, type StatusTone } from '../../design-system/StatusBadge';
import { Text } from '../../design-system/Text';
import type { RedRainList, RedRainStatus } from '../../src/api/contract/redrain';
import { formatDateTime } from '../../src/i18n/dates';

const TONES: Record<RedRainStatus, StatusTone> = {
  upcoming: 'pending',
  live: 'caution',
  ended: 'neutral',
  returned: 'neutral',
  closed: 'positive',
};

/** The agent's rains, newest first: when, the status, what was grabbed, paid and returned, and the winners. */
export function PastRains({ list }: { list: RedRainList }) {
  const { t, i18n } = useTranslation('redrain');
  const money = useMoneyText(list.currencySymbol, list.minorUnitDigits);
  return (
    <Panel title={t('past.title')} level={2}>
      {list.rains.length === 0 ? (
        <EmptyState size="compact" icon={CloudRain} title={t('past.empty')} />
      ) : (
        <Stack as="ul" gap="sm">
          {list.rains.map((r) => (
            <Card as="li" key={r.id} elevation="raised" gap="sm">
              <Inline justify="between" align="center">
                <Text weight="medium">{formatDateTime(r.startsAt, i18n.language)}</Text>
                <StatusBadge tone={TONES[r.status]}>{t(`past.status.${r.status}`)}</StatusBadge>
              </Inline>
              <KeyValueList
                layout="inline"
                items={[
                  { label: t('past.budget'), value: money(r.budget) },
                  { label: t('past.grabbed'), value: `${r.grabbed} / ${r.count}` },
                  { label: t('past.paid'), value: money(r.paid) },
                  r.returned > 0 && { label: t('past.returned'), value: money(r.returned) },
                ]}
              />
              {r.winners.length > 0 ? (
                <Text tone="muted" size="sm">
                  {r.winners
                    .slice(0, 5)
                    .map((w) => `${w.member} ${money(w.amount)}`)
                    .join(' · ')}
                </Text>
              ) : null}
            </Card>
          ))}
        </Stack>
      )}
    </Panel>
  );
}
