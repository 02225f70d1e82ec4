import { Minus, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../design-system/BottomSheet';
import { Button } from '../../../design-system/Button';
import { ChipGroup } from '../../../design-system/ChipGroup';
import { EmptyState } from '../../../design-system/EmptyState';
import { IconButton } from '../../../design-system/IconButton';
import { Money, useMoneyText } from '../../../design-system/Money';
import type { FootballMatch, FootballTeam } from '../../../src/api/contract/football';
import * as css from '../football.css';
import { oddsText, useFootballLabels } from '../labels';
import { accumulatorProblem, pickKey, type SlipMode, type SlipPick, slipFigures } from '../slip';

export interface FootballBetSlipProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  picks: readonly SlipPick[];
  mode: SlipMode;
  onMode: (mode: SlipMode) => void;
  /** The stake of each bet (singles) or of the accumulator. */
  stake: number;
  onStake: (stake: number) => void;
  matches: readonly FootballMatch[];
  teams: ReadonlyMap<string, FootballTeam>;
  limits: { minStake: number; maxStake: number };
  balance: number;
  currency: { symbol: string; digits: number };
  onRemove: (key: string) => void;
  onClear: () => void;
  onPlace: () => void;
  busy?: boolean;
  /** The server's refusal, in the player's words. */
  error?: string | null;
}

/**
 * The bet slip in a bottom sheet (issue 23): the picks with their odds; singles (one bet a pick, the
 * stake each) or an accumulator (2–8 picks of different matches, the odds multiplied); the stake,
 * the total and the possible win; Place. Problems are said on the spot and Place waits.
 */
export function FootballBetSlip({
  open,
  onOpenChange,
  picks,
  mode,
  onMode,
  stake,
  onStake,
  matches,
  teams,
  limits,
  balance,
  currency,
  onRemove,
  onClear,
  onPlace,
  busy = false,
  error,
}: FootballBetSlipProps) {
  const { t } = useTranslation('games');
  const labels = useFootballLabels();
  const money = useMoneyText(currency.symbol, currency.digits);
  const fig = { symbol: currency.symbol, digits: currency.digits, decimals: currency.digits };
  const figures = slipFigures(picks, mode, stake);
  const accaProblem = mode === 'accumulator' ? accumulatorProblem(picks) : null;
  const problem = accaProblem
    ? t(`football.slip.acca.${accaProblem}`)
    : stake < limits.minStake
      ? t('football.slip.min', { amount: money(limits.minStake) })
      : stake > limits.maxStake
        ? t('football.slip.max', { amount: money(limits.maxStake) })
        : figures.total > balance
          ? t('football.slip.funds', { balance: money(balance) })
          : null;
  const quick = [1, 5, 10, 50, 100].map((m) => m * limits.minStake).filter((s) => s <= limits.maxStake);
  const nameOf = (matchId: string) => {
    const m = matches.find((x) => x.id === matchId);
    return m ? `${teams.get(m.home)?.name ?? m.home} – ${teams.get(m.away)?.name ?? m.away}` : '';
  };

  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('football.slip.title')}
      footer={
        picks.length > 0 ? (
          <div className={css.footer}>
            <dl className={css.totals}>
              {figures.odds !== null ? (
                <>
                  <dt>{t('football.slip.accaOdds')}</dt>
                  <dd data-testid="slip-odds">{oddsText(figures.odds)}</dd>
                </>
              ) : null}
              <dt>{t('football.slip.total')}</dt>
              <dd data-testid="slip-total">
                <Money {...fig} minor={figures.total} tone="neutral" size="md" />
              </dd>
              <dt>{t('football.slip.potential')}</dt>
              <dd data-testid="slip-potential">
                <Money {...fig} minor={figures.potential} tone="positive" size="md" />
              </dd>
            </dl>
            {(error ?? problem) ? (
              <p className={css.error} role="alert">
                {error ?? problem}
              </p>
            ) : null}
            <Button fullWidth size="lg" loading={busy} disabled={problem !== null} onPress={onPlace}>
              {t('football.slip.place', { amount: money(figures.total) })}
            </Button>
          </div>
        ) : undefined
      }
    >
      {picks.length === 0 ? (
        <EmptyState size="compact" title={t('football.slip.empty')} description={t('football.slip.emptyBody')} />
      ) : (
        <div className={css.stack}>
          <ChipGroup
            label={t('football.slip.kind')}
            layout="grid"
            columns={2}
            value={mode}
            options={[
              { value: 'singles', label: t('football.slip.singles', { count: picks.length }) },
              { value: 'accumulator', label: t('football.slip.accumulator') },
            ]}
            onChange={(v) => !busy && onMode(v as SlipMode)}
          />
          <ul className={css.slipList} aria-label={t('football.slip.picks')}>
            {picks.map((p) => {
              const key = pickKey(p);
              const name = labels.selection(p.selection);
              return (
                <li key={key} className={css.slipItem}>
                  <span className={css.slipText}>
                    <span className={css.strong}>{name}</span>
                    <span className={css.small}>
                      {nameOf(p.matchId)} · {oddsText(p.odds)}
                    </span>
                  </span>
                  <IconButton
                    label={t('football.slip.remove', { name })}
                    size="sm"
                    variant="plain"
                    disabled={busy}
                    onPress={() => onRemove(key)}
                  >
                    <Trash2 />
                  </IconButton>
                </li>
              );
            })}
          </ul>
          <div className={css.stepper}>
            <IconButton
              label={t('football.slip.less')}
              size="sm"
              variant="soft"
              disabled={busy || stake <= limits.minStake}
              onPress={() => onStake(Math.max(limits.minStake, stake - limits.minStake))}
            >
              <Minus />
            </IconButton>
            <span className={css.stepperValue} data-testid="slip-stake">
              <Money {...fig} minor={stake} tone="neutral" size="md" />
            </span>
            <IconButton
              label={t('football.slip.more')}
              size="sm"
              variant="soft"
              disabled={busy || stake >= limits.maxStake}
              onPress={() => onStake(Math.min(limits.maxStake, stake + limits.minStake))}
            >
              <Plus />
            </IconButton>
          </div>
          <ChipGroup
            label={t('football.slip.quick')}
            layout="scroll"
            numeric
            value={String(stake)}
            options={quick.map((s) => ({ value: String(s), label: money(s) }))}
            onChange={(v) => !busy && onStake(Number(v))}
          />
          <Button variant="ghost" size="sm" disabled={busy} onPress={onClear}>
            {t('football.slip.clear')}
          </Button>
        </div>
      )}
    </BottomSheet>
  );
}
