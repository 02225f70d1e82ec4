import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { Callout } from '../../design-system/Callout';
import { Inline, Stack } from '../../design-system/Layout';
import { Money } from '../../design-system/Money';
import { Text } from '../../design-system/Text';
import type { Participation, Promotion } from '../../src/api/contract/activities';
import { StateBadge } from '../Activity/parts';
import { ApplyDialog } from './ApplyDialog';

export type Viewer = 'visitor' | 'trial' | 'member';

export interface TakePartProps {
  promotion: Pick<Promotion, 'title' | 'mode' | 'ended'>;
  viewer: Viewer;
  /** The member's newest participation in this promotion. */
  participation?: Participation;
  currency?: { symbol: string; digits: number };
  onLogin: () => void;
  onJoin: () => void;
  joining?: boolean;
  /** The join's refusal, translated. */
  joinError?: string | null;
  onApply: (comment: string, images: File[]) => Promise<unknown>;
}

/**
 * How a player takes part in one promotion: the state label (spec §3), then the join button, the
 * application form, or why they cannot (a visitor logs in; a trial account registers).
 */
export function TakePart({
  promotion,
  viewer,
  participation,
  currency,
  onLogin,
  onJoin,
  joining,
  joinError,
  onApply,
}: TakePartProps) {
  const { t } = useTranslation('activities');
  const [applying, setApplying] = useState(false);
  if (promotion.mode === 'none') return <Text tone="muted">{t('takePart.info')}</Text>;
  if (viewer === 'visitor') {
    return (
      <Stack gap="sm">
        <Text>{t('takePart.visitor')}</Text>
        <Button onPress={onLogin}>{t('takePart.login')}</Button>
      </Stack>
    );
  }
  if (viewer === 'trial') return <Callout tone="info">{t('takePart.trial')}</Callout>;
  const state = participation?.state;
  const canApply = promotion.mode === 'apply' && !promotion.ended && (!state || state === 'Rejected');
  return (
    <Stack gap="sm">
      {state ? (
        <Inline gap="sm" align="center">
          <Text tone="muted">{t('state.label')}</Text>
          <StateBadge state={state} />
        </Inline>
      ) : null}
      {state === 'Rejected' && participation?.reason ? (
        <Text tone="muted">{t('takePart.reason', { reason: participation.reason })}</Text>
      ) : null}
      {participation?.amount && currency ? (
        <Text>
          {t('takePart.amount', { amount: '' })}
          <Money symbol={currency.symbol} minor={participation.amount} digits={currency.digits} decimals="exact" />
        </Text>
      ) : null}
      {state === 'Joined' ? <Text>{t('takePart.joined')}</Text> : null}
      {state === 'Applying' ? <Text>{t('takePart.applied')}</Text> : null}
      {promotion.ended ? <Text tone="muted">{t('detail.ended')}</Text> : null}
      {promotion.mode === 'join' && !state && !promotion.ended ? (
        <Button loading={joining} onPress={onJoin}>
          {t('takePart.join')}
        </Button>
      ) : null}
      {joinError ? (
        <div role="alert">
          <Callout tone="caution">{joinError}</Callout>
        </div>
      ) : null}
      {canApply ? (
        <Button onPress={() => setApplying(true)}>
          {state === 'Rejected' ? t('takePart.applyAgain') : t('takePart.apply')}
        </Button>
      ) : null}
      <ApplyDialog open={applying} onOpenChange={setApplying} title={promotion.title} onSend={onApply} />
    </Stack>
  );
}
