import { Minus, Plus, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../design-system/BottomSheet';
import { Button } from '../../../design-system/Button';
import { Callout } from '../../../design-system/Callout';
import { ChipGroup } from '../../../design-system/ChipGroup';
import { EmptyState } from '../../../design-system/EmptyState';
import { IconButton } from '../../../design-system/IconButton';
import { Money, useMoneyText } from '../../../design-system/Money';
import type { BetType } from '../../../src/api/contract/lottery';
import { oddsText, useLotteryLabels } from '../labels';
import * as css from '../lottery.css';
import { checkSlip, potentialWin, quickStakes, type SlipLine, type StakeProblem, stepStake } from '../slip';

export interface BetSlipProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lines: readonly SlipLine[];
  betTypes: readonly BetType[];
  minStake: number;
  balance: number;
  currency: { symbol: string; digits: number };
  /** The draw the slip goes on ("20261127-0961"). */
  drawNumber: string | null;
  onStake: (key: string, stake: number) => void;
  onRemove: (key: string) => void;
  onClear: () => void;
  onPlace: () => void;
  /** Placing: Place spins and nothing can change. */
  busy?: boolean;
  /** Betting has closed on the draw. */
  closed?: boolean;
  /** The server's refusal: on a bet (by its key), or of the whole slip. */
  serverErrors?: { lines?: Record<string, string>; slip?: string | null };
}

/**
 * The bet slip in a bottom sheet: each bet with its odds, a stake stepper and quick amounts, what
 * it may win; the total and the largest possible win; Place. A stake under the game's minimum or
 * over its type's maximum, or a total over the balance, is said on the spot and Place waits.
 */
export function BetSlip({
  open,
  onOpenChange,
  lines,
  betTypes,
  minStake,
  balance,
  currency,
  drawNumber,
  onStake,
  onRemove,
  onClear,
  onPlace,
  busy = false,
  closed = false,
  serverErrors,
}: BetSlipProps) {
  const { t } = useTranslation('games');
  const labels = useLotteryLabels();
  const money = useMoneyText(currency.symbol, currency.digits);
  const typeOf = (code: string) => betTypes.find((b) => b.code === code);
  const check = checkSlip(lines, { minStake, maxStake: (code) => typeOf(code)?.maxStake, balance });
  const problemText = (p: StakeProblem) =>
    p.code === 'min'
      ? t('lottery.slip.min', { amount: money(p.amount) })
      : t('lottery.slip.max', { amount: money(p.amount) });
  const fig = { symbol: currency.symbol, digits: currency.digits, decimals: currency.digits, size: 'sm' as const };
  const slipError =
    serverErrors?.slip ??
    (check.slip?.code === 'funds' ? t('lottery.slip.funds', { balance: money(check.slip.balance) }) : null);

  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('lottery.slip.title')}
      description={drawNumber ? t('lottery.slip.onDraw', { number: drawNumber }) : undefined}
      footer={
        lines.length > 0 ? (
          <div className={css.slipFooter}>
            <dl className={css.totals}>
              <dt>{t('lottery.slip.total', { count: lines.length })}</dt>
              <dd data-testid="slip-total">
                <Money {...fig} minor={check.total} tone="neutral" size="md" />
              </dd>
              <dt>{t('lottery.slip.potential')}</dt>
              <dd data-testid="slip-potential">
                <Money {...fig} minor={check.potential} tone="positive" size="md" />
              </dd>
            </dl>
            {closed ? (
              <Callout tone="caution">{t('lottery.slip.closed')}</Callout>
            ) : slipError ? (
              <p className={css.lineError} role="alert">
                {slipError}
              </p>
            ) : null}
            <Button fullWidth size="lg" loading={busy} disabled={!check.ok || closed} onPress={onPlace}>
              {t('lottery.slip.place', { amount: money(check.total) })}
            </Button>
          </div>
        ) : undefined
      }
    >
      {lines.length === 0 ? (
        <EmptyState size="compact" title={t('lottery.slip.empty')} description={t('lottery.slip.emptyBody')} />
      ) : (
        <div className={css.board}>
          <ul className={css.slipLines} aria-label={t('lottery.slip.bets')}>
            {lines.map((line) => {
              const type = typeOf(line.betType);
              const max = type?.maxStake ?? line.stake;
              const name = `${labels.betType(line.betType)}: ${labels.selection(type, line.selection)}`;
              const problem = check.lines[line.key];
              const error = serverErrors?.lines?.[line.key] ?? (problem ? problemText(problem) : null);
              const errorId = `slip-error-${line.key}`;
              return (
                <li key={line.key} className={css.slipLine} aria-label={name}>
                  <div className={css.slipHead}>
                    <div className={css.slipTitle}>
                      <span className={css.number}>{name}</span>
                      <span className={css.rowMeta}>
                        {t('lottery.slip.odds', { odds: oddsText(line.odds) })} ·{' '}
                        {t('lottery.slip.wins', { amount: money(potentialWin(line.stake, line.odds)) })}
                      </span>
                    </div>
                    <IconButton
                      label={t('lottery.slip.remove', { name })}
                      size="sm"
                      variant="plain"
                      disabled={busy}
                      onPress={() => onRemove(line.key)}
                    >
                      <Trash2 />
                    </IconButton>
                  </div>
                  <div className={css.stepper} aria-describedby={error ? errorId : undefined}>
                    <IconButton
                      label={t('lottery.slip.less')}
                      size="sm"
                      variant="soft"
                      disabled={busy || line.stake <= minStake}
                      onPress={() => onStake(line.key, stepStake(line.stake, -1, minStake, max))}
                    >
                      <Minus />
                    </IconButton>
                    <span className={css.stepperValue} data-testid="slip-stake">
                      <Money {...fig} minor={line.stake} tone="neutral" size="md" />
                    </span>
                    <IconButton
                      label={t('lottery.slip.more')}
                      size="sm"
                      variant="soft"
                      disabled={busy || line.stake >= max}
                      onPress={() => onStake(line.key, stepStake(line.stake, 1, minStake, max))}
                    >
                      <Plus />
                    </IconButton>
                  </div>
                  <ChipGroup
                    label={t('lottery.slip.quick')}
                    layout="scroll"
                    numeric
                    value={String(line.stake)}
                    options={quickStakes(minStake, max).map((s) => ({ value: String(s), label: money(s) }))}
                    onChange={(v) => !busy && onStake(line.key, Number(v))}
                  />
                  {error ? (
                    <p id={errorId} className={css.lineError} role="alert">
                      {error}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
          <Button variant="ghost" size="sm" disabled={busy} onPress={onClear}>
            {t('lottery.slip.clear')}
          </Button>
        </div>
      )}
    </BottomSheet>
  );
}
