import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { EmptyState } from '../../../design-system/EmptyState';
import { StatusBadge, type StatusTone } from '../../../design-system/StatusBadge';
import type { Draw, DrawStatus } from '../../../src/api/contract/lottery';
import { useDates } from '../../../src/i18n/dates';
import { DrawResult } from '../DrawResult';
import * as css from '../lottery.css';

const TONE: Record<DrawStatus, StatusTone> = {
  open: 'pending',
  closed: 'pending',
  drawn: 'neutral',
  settled: 'positive',
  void: 'caution',
};

export interface DrawListProps {
  draws: readonly Draw[];
  /** Where a draw's proof is checked (the verifier page); none: no link. */
  verifyHref?: (drawId: string) => string;
  /** A plain click on "Verify" (the router); a modified click opens the link natively. */
  onVerify?: (drawId: string) => void;
  /** More draws to load (pages of 25). */
  hasMore?: boolean;
  loadingMore?: boolean;
  onMore?: () => void;
  loading?: boolean;
}

/** Drawn and past draws, newest first: number, time, result (or why it was voided), and a link to verify it. */
export function DrawList({ draws, verifyHref, onVerify, hasMore, loadingMore, onMore, loading }: DrawListProps) {
  const { t } = useTranslation('games');
  const when = useDates();
  if (!loading && draws.length === 0) return <EmptyState size="compact" title={t('lottery.draws.empty')} />;
  return (
    <div className={css.board}>
      <ul className={css.list} aria-label={t('lottery.draws.title')} aria-busy={loading || undefined}>
        {draws.map((d) => (
          <li key={d.id} className={css.row}>
            <div className={css.rowHead}>
              <span className={css.number}>{t('lottery.clock.draw', { number: d.number })}</span>
              <StatusBadge tone={TONE[d.status]}>{t(`lottery.drawStatus.${d.status}`)}</StatusBadge>
            </div>
            <p className={css.rowMeta}>
              <time dateTime={d.drawsAt}>{when.dateTime(d.drawsAt)}</time>
            </p>
            {d.result ? <DrawResult result={d.result} compact /> : null}
            {d.status === 'void' && d.voidReason ? <p className={css.rowMeta}>{d.voidReason}</p> : null}
            {verifyHref && d.result ? (
              <a
                className={css.link}
                href={verifyHref(d.id)}
                onClick={(e) => {
                  if (!onVerify || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0) return;
                  e.preventDefault();
                  onVerify(d.id);
                }}
              >
                {t('lottery.draws.verify', { number: d.number })}
              </a>
            ) : null}
          </li>
        ))}
      </ul>
      {hasMore ? (
        <Button variant="secondary" size="sm" loading={loadingMore} onPress={onMore}>
          {t('lottery.draws.more')}
        </Button>
      ) : null}
    </div>
  );
}
