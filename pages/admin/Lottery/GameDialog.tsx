import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../design-system/FormDialog';
import { toDecimalString } from '../../../design-system/Money';
import { MoneyField } from '../../../design-system/MoneyField';
import { Switch } from '../../../design-system/Switch';
import { TextField } from '../../../design-system/TextField';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { AdminLotteryGame, LotteryGameUpdate, LotteryLimits } from '../../../src/api/contract/adminLottery';
import { ApiError } from '../../../src/api/errors';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { parseMoney } from '../../../src/rules/money';

export interface Currency {
  symbol: string;
  digits: number;
}

const LIMITS = ['minStake', 'maxStakePerBet', 'maxStakePerPlayer', 'maxPayoutPerDraw'] as const;
/** Limits where 0 means "none". */
const ZERO_IS_NONE = new Set<keyof LotteryLimits>(['maxStakePerPlayer', 'maxPayoutPerDraw']);
const CLOSE_MAX = 3600;

/**
 * Edits a lottery game for the brand: enabled, how long before each draw betting closes, the daily
 * draw's time (the daily game only; draws already created keep theirs), and the limits. Odds are not
 * here: each bet type's odds follow from its declared RTP.
 */
export function GameDialog({
  game,
  currency,
  onSave,
  onClose,
}: {
  game: AdminLotteryGame;
  currency: Currency;
  onSave: (body: LotteryGameUpdate) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const message = useErrorMessage();
  const dec = (minor: number) => toDecimalString(minor, currency.digits, Math.min(2, currency.digits));
  const [enabled, setEnabled] = useState(game.enabled);
  const [close, setClose] = useState(String(game.closeSeconds));
  const [dailyTime, setDailyTime] = useState(game.dailyTime ?? '');
  const [limits, setLimits] = useState<Record<keyof LotteryLimits, string>>({
    minStake: dec(game.limits.minStake),
    maxStakePerBet: dec(game.limits.maxStakePerBet),
    maxStakePerPlayer: dec(game.limits.maxStakePerPlayer),
    maxPayoutPerDraw: dec(game.limits.maxPayoutPerDraw),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const wrong: Record<string, string> = {};
    const closeSeconds = /^\d{1,4}$/.test(close.trim()) ? Number(close.trim()) : Number.NaN;
    if (!(closeSeconds >= 0 && closeSeconds <= CLOSE_MAX))
      wrong.closeSeconds = t('lottery.closeRule', { max: CLOSE_MAX });
    if (game.dailyTime !== null && !/^([01]\d|2[0-3]):[0-5]\d$/.test(dailyTime.trim())) {
      wrong.dailyTime = t('lottery.timeRule');
    }
    const parsed = {} as LotteryLimits;
    for (const key of LIMITS) {
      const p = parseMoney(limits[key], { digits: currency.digits, allowZero: ZERO_IS_NONE.has(key) });
      if (p.ok) parsed[key] = p.minor;
      else wrong[`limits.${key}`] = t(ZERO_IS_NONE.has(key) ? 'lottery.amountOrZeroRule' : 'lottery.amountRule');
    }
    if (!wrong['limits.minStake'] && !wrong['limits.maxStakePerBet'] && parsed.minStake > parsed.maxStakePerBet) {
      wrong['limits.maxStakePerBet'] = t('lottery.maxBelowMin');
    }
    setErrors(wrong);
    setFailure(undefined);
    if (Object.keys(wrong).length > 0) return;
    setBusy(true);
    try {
      await onSave({
        enabled,
        closeSeconds,
        ...(game.dailyTime !== null ? { dailyTime: dailyTime.trim() } : {}),
        limits: parsed,
      });
      onClose();
    } catch (err) {
      // The server's field errors (body.limits.minStake, closeSeconds, …) go on their fields.
      if (err instanceof ApiError) {
        const onFields: Record<string, string> = {};
        for (const [path, text] of Object.entries(err.fields)) onFields[path.replace(/^body\./, '')] = text;
        setErrors(onFields);
      }
      setFailure(message(err));
    } finally {
      setBusy(false);
    }
  };

  const field = (key: keyof LotteryLimits) => (
    <MoneyField
      key={key}
      label={t(`lottery.limits.${key}`)}
      hint={ZERO_IS_NONE.has(key) ? t('lottery.zeroIsNone') : undefined}
      currencySymbol={currency.symbol}
      digits={currency.digits}
      allowZero={ZERO_IS_NONE.has(key)}
      value={limits[key]}
      error={errors[`limits.${key}`]}
      onChange={(v) => setLimits((l) => ({ ...l, [key]: v }))}
    />
  );

  return (
    <FormDialog
      open
      onCancel={onClose}
      title={t('lottery.editTitle', { name: game.name })}
      description={t('lottery.editLead')}
      submitLabel={t('lottery.save')}
      cancelLabel={t('queue.cancel')}
      busy={busy}
      error={failure}
      onSubmit={submit}
    >
      <Switch label={t('lottery.enabled')} checked={enabled} onChange={setEnabled} />
      <TextField
        label={t('lottery.closeSeconds')}
        hint={t('lottery.closeHint')}
        inputMode="numeric"
        value={close}
        maxLength={4}
        error={errors.closeSeconds}
        onChange={setClose}
      />
      {game.dailyTime !== null ? (
        <TextField
          label={t('lottery.dailyTime')}
          hint={t('lottery.dailyTimeHint')}
          value={dailyTime}
          maxLength={5}
          error={errors.dailyTime}
          onChange={setDailyTime}
        />
      ) : null}
      {LIMITS.map(field)}
    </FormDialog>
  );
}
