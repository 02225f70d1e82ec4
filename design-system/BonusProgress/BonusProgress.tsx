import { useTranslation } from 'react-i18next';
import { useDates } from '../../src/i18n/dates';
import { Money } from '../Money';
import { exactDecimals, formatMinor } from '../Money/Money.format';
import { StatusBadge } from '../StatusBadge';
import { UsageMeter } from '../UsageMeter';
import * as css from './BonusProgress.css';

/** What the meter shows of one bonus grant (a GrantView of the bonus API, minor units). */
export interface BonusProgressGrant {
  name: string | null;
  status: 'review' | 'active' | 'converted' | 'forfeited' | 'expired' | 'rejected';
  balance: number;
  wagered: number;
  wageringRequired: number;
  remaining: number;
  maxBet: number | null;
  expiresAt: string;
  forfeitOnWithdrawal?: boolean;
}

export interface BonusProgressProps {
  grant: BonusProgressGrant;
  currencySymbol: string;
  digits: number;
  /** The game window's one line: name, bar, remaining and maximum bet. */
  compact?: boolean;
  className?: string;
}

/**
 * One bonus grant's wagering progress: what is wagered of what the bonus asks, what remains, when it
 * expires, its maximum bet and the bonus left. A grant held for review says so instead of a bar.
 */
export function BonusProgress({ grant, currencySymbol, digits, compact = false, className }: BonusProgressProps) {
  const { t, i18n } = useTranslation('dsData');
  const dates = useDates();
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  // Wagering moves in stakes, often under a whole unit: a figure shows its cents when it has some.
  const text = (minor: number) =>
    `${currencySymbol}${formatMinor(minor, digits, lang, { decimals: exactDecimals(minor, digits) })}`;
  const name = grant.name ?? t('bonus.unnamed');
  const held = grant.status === 'review';
  const meter = (
    <UsageMeter
      label={compact ? t('bonus.wagering', { name }) : t('bonus.wageringShort')}
      value={grant.wagered}
      max={grant.wageringRequired}
      warnAt={2}
      figure={`${text(grant.wagered)} / ${text(grant.wageringRequired)}`}
      valueText={t('bonus.valueText', { wagered: text(grant.wagered), required: text(grant.wageringRequired) })}
      start={t('bonus.remaining', { amount: text(grant.remaining) })}
      end={
        !compact
          ? undefined
          : grant.maxBet !== null
            ? t('bonus.maxBet', { amount: text(grant.maxBet) })
            : t('bonus.expires', { date: dates.date(grant.expiresAt) })
      }
    />
  );
  if (compact) {
    return <div className={[css.compact, className].filter(Boolean).join(' ')}>{meter}</div>;
  }
  return (
    <section className={[css.root, className].filter(Boolean).join(' ')} aria-label={name}>
      <div className={css.head}>
        <h3 className={css.name}>{name}</h3>
        {held ? (
          <StatusBadge tone="pending">{t('bonus.review')}</StatusBadge>
        ) : (
          <Money symbol={currencySymbol} minor={grant.balance} digits={digits} tone="accent" />
        )}
      </div>
      {held ? <p className={css.termValue}>{t('bonus.reviewText')}</p> : meter}
      <dl className={css.terms}>
        <div className={css.term}>
          <dt className={css.termLabel}>{t('bonus.expiresLabel')}</dt>
          <dd className={css.termValue}>{dates.dateTime(grant.expiresAt)}</dd>
        </div>
        <div className={css.term}>
          <dt className={css.termLabel}>{t('bonus.maxBetLabel')}</dt>
          <dd className={css.termValue}>{grant.maxBet !== null ? text(grant.maxBet) : t('bonus.none')}</dd>
        </div>
        {grant.forfeitOnWithdrawal ? (
          <div className={css.term} style={{ gridColumn: '1 / -1' }}>
            <dt className={css.termLabel}>{t('bonus.withdrawalLabel')}</dt>
            <dd className={css.termValue}>{t('bonus.withdrawalForfeits')}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  );
}
