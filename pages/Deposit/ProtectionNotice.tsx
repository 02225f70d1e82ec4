import { HandCoins, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { Callout, calloutActionClass } from '../../design-system/Callout';
import { Inline } from '../../design-system/Layout';
import { useMoneyText } from '../../design-system/Money';
import { ApiError } from '../../src/api/errors';
import { useProtection } from '../../src/api/protection';
import { RESPONSIBLE_PATH } from '../../src/app/ProtectionBanner';
import { useDates } from '../../src/i18n/dates';
import { session } from '../../src/storage';

const LIMITS = `${RESPONSIBLE_PATH}?tab=limits`;
const PROMPT_DISMISSED = 'depositLimitPromptDismissed';

/** A protection refusal of a deposit (issue 19), as the page says it: a title and a sentence. */
export interface ProtectionRefusal {
  kind: 'limit' | 'excluded';
  text: string;
}

/**
 * The refusal of `protection.deposit_limit` (the limit, what is left and when it resets) or of
 * `protection.excluded` (until when) in this page's words; null for any other error.
 */
export function useProtectionRefusal(symbol: string, digits: number) {
  const { t } = useTranslation('wallet');
  const dates = useDates();
  const money = useMoneyText(symbol, digits);
  return (err: unknown): ProtectionRefusal | null => {
    if (!(err instanceof ApiError)) return null;
    const f = err.fields;
    if (err.code === 'protection.deposit_limit' && f.limit && f.remaining && f.resetsAt && f.period) {
      return {
        kind: 'limit',
        text: t('deposit.protection.limit', {
          limitName: t(`protection.limitName.deposit.${f.period}`),
          limit: money(Number(f.limit)),
          remaining: money(Number(f.remaining)),
          time: dates.dateTime(f.resetsAt),
        }),
      };
    }
    if (err.code === 'protection.excluded') {
      return {
        kind: 'excluded',
        text: f.until
          ? t('deposit.protection.excludedUntil', { time: dates.dateTime(f.until) })
          : t('deposit.protection.excludedPermanent'),
      };
    }
    return null;
  };
}

/** The refusal over the submit button, with the way to the limits. */
export function RefusalCallout({ refusal }: { refusal: ProtectionRefusal }) {
  const { t } = useTranslation('wallet');
  return (
    <Callout
      tone="caution"
      icon={ShieldOff}
      title={refusal.kind === 'limit' ? t('deposit.protection.limitTitle') : t('deposit.protection.excludedTitle')}
      action={
        <Link to={refusal.kind === 'limit' ? LIMITS : `${RESPONSIBLE_PATH}?tab=breaks`} className={calloutActionClass}>
          {t('deposit.protection.viewLimits')}
        </Link>
      }
    >
      <span role="alert">{refusal.text}</span>
    </Callout>
  );
}

/**
 * RTS 12: before a first deposit (no deposit limit set yet), the player is asked to set one. The
 * prompt can be dismissed for this visit.
 */
export function DepositLimitPrompt() {
  const { t } = useTranslation('wallet');
  const protection = useProtection();
  const [dismissed, setDismissed] = useState(() => session.get(PROMPT_DISMISSED) === '1');
  const limits = protection.data?.limits.filter((l) => l.kind === 'deposit');
  if (dismissed || !limits || limits.some((l) => l.amount !== null || l.pending !== null)) return null;
  return (
    <Callout
      tone="info"
      icon={HandCoins}
      title={t('deposit.protection.promptTitle')}
      action={
        <Inline gap="sm">
          <Link to={LIMITS} className={calloutActionClass}>
            {t('deposit.protection.promptAction')}
          </Link>
          <Button
            size="sm"
            variant="ghost"
            onPress={() => {
              session.set(PROMPT_DISMISSED, '1');
              setDismissed(true);
            }}
          >
            {t('deposit.protection.promptDismiss')}
          </Button>
        </Inline>
      }
    >
      {t('deposit.protection.promptBody')}
    </Callout>
  );
}
