import { Eye, EyeOff, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../IconButton';
import { Money } from '../Money';
import * as css from './BalanceCard.css';

export interface BalanceCardProps {
  /** The member's display name (nickname, else account). Left out where the page already shows it. */
  name?: string;
  /** Currency symbol as the site supplies it. */
  symbol: string;
  /** The total balance in integer MINOR units. */
  minor: bigint | number;
  /** The currency's minor-unit digits. */
  digits: number;
  /** The player hid balances: asterisks instead of the figure. */
  hidden: boolean;
  /** Reloading: the figure is masked until the new value arrives. */
  loading?: boolean;
  onToggleHidden: () => void;
  onRefresh: () => void;
  /** A line under the figure, e.g. "Play money: it cannot be withdrawn" for a trial account. */
  note?: string;
  /** Shortcuts under the balance, e.g. deposit and withdraw buttons. */
  actions?: ReactNode;
  className?: string;
}

/**
 * The balance widget (spec §2): member name, currency symbol and balance, a toggle that hides the
 * balance behind asterisks, and a refresh that masks the balance while it reloads.
 */
export function BalanceCard({
  name,
  symbol,
  minor,
  digits,
  hidden,
  loading = false,
  onToggleHidden,
  onRefresh,
  note,
  actions,
  className,
}: BalanceCardProps) {
  const { t } = useTranslation('shell');
  return (
    <section className={[css.root, className].filter(Boolean).join(' ')} aria-label={t('balance.title')}>
      <div className={css.top}>
        <p className={css.name}>{name ?? t('balance.title')}</p>
        <div className={css.tools}>
          <IconButton
            label={hidden ? t('balance.show') : t('balance.hide')}
            size="sm"
            aria-pressed={hidden}
            onPress={onToggleHidden}
          >
            {hidden ? <EyeOff /> : <Eye />}
          </IconButton>
          <IconButton label={t('balance.refresh')} size="sm" disabled={loading} onPress={onRefresh}>
            <RefreshCw />
          </IconButton>
        </div>
      </div>
      <div className={css.figure}>
        {name ? <span className={css.label}>{t('balance.title')}</span> : null}
        <Money
          symbol={symbol}
          minor={minor}
          digits={digits}
          hidden={hidden}
          loading={loading}
          size="xl"
          tone="accent"
        />
      </div>
      {note ? <p className={css.note}>{note}</p> : null}
      {actions ? <div className={css.actions}>{actions}</div> : null}
    </section>
  );
}
