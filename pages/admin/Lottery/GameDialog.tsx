import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../design-system/FormDialog';
import { toDecimalString } from '../../../design-system/Money';
import { MoneyField } from '../../../design-system/MoneyField';
import { Switch } from '../../../design-system/Switch';
import { Text } from '../../../design-system/Text';
import { TextField } from '../../../design-system/TextField';
import { useLotteryLabels } from '../../../game-client/lottery/labels';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { AdminLotteryGame, LotteryGameUpdate, LotteryLimits } from '../../../src/api/contract/adminLottery';
import { ApiError } from '../../../src/api/errors';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { parseMoney } from '../../../src/rules/money';
import * as css from './GameDialog.css';

export interface Currency {
  symbol: string;
  digits: number;
}

const LIMITS = ['minStake', 'maxStakePerBet', 'maxStakePerPlayer', 'maxPayoutPerDraw'] as const;
type MoneyLimit = (typeof LIMITS)[number];
/** Limits where 0 means "none". */
const ZERO_IS_NONE = new Set<MoneyLimit>(['maxStakePerPlayer', 'maxPayoutPerDraw']);
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
  const labels = useLotteryLabels();
  const dec = (minor: number) => toDecimalString(minor, currency.digits, Math.min(2, currency.digits));
  const [enabled, setEnabled] = useState(game.enabled);
  const [close, setClose] = useState(String(game.closeSeconds));
  const [dailyTime, setDailyTime] = useState(game.dailyTime ?? '');
  const [limits, setLimits] = useState<Record<MoneyLimit, string>>({
    minStake: dec(game.limits.minStake),
    maxStakePerBet: dec(game.limits.maxStakePerBet),
    maxStakePerPlayer: dec(game.limits.maxStakePerPlayer),
    maxPayoutPerDraw: dec(game.limits.maxPayoutPerDraw),
  });
  // A lower largest stake for some bet types; blank: the game's largest stake per bet applies.
  const [byType, setByType] = useState<Record<string, string>>(() =>
    Object.fromEntries(
      game.betTypes.map((b) => {
        const own = game.limits.maxStakeByType[b.code];
        return [b.code, own === undefined ? '' : dec(own)];
      }),
    ),
  );
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
    const parsed = { maxStakeByType: {} } as LotteryLimits;
    for (const key of LIMITS) {
      const p = parseMoney(limits[key], { digits: currency.digits, allowZero: ZERO_IS_NONE.has(key) });
      if (p.ok) parsed[key] = p.minor;
      else wrong[`limits.${key}`] = t(ZERO_IS_NONE.has(key) ? 'lottery.amountOrZeroRule' : 'lottery.amountRule');
    }
    if (!wrong['limits.minStake'] && !wrong['limits.maxStakePerBet'] && parsed.minStake > parsed.maxStakePerBet) {
      wrong['limits.maxStakePerBet'] = t('lottery.maxBelowMin');
    }
    for (const [code, text] of Object.entries(byType)) {
      if (text.trim() === '') continue;
      const p = parseMoney(text, { digits: currency.digits });
      if (!p.ok) wrong[`limits.maxStakeByType.${code}`] = t('lottery.amountRule');
      else if (p.minor < parsed.minStake) wrong[`limits.maxStakeByType.${code}`] = t('lottery.maxBelowMin');
      else parsed.maxStakeByType[code] = p.minor;
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
      // The server names the field at fault (limits.maxStakePerBet, …): its words go there too.
      if (err instanceof ApiError) {
        const onFields: Record<string, string> = {};
        for (const path of Object.keys(err.fields)) onFields[path.replace(/^body\./, '')] = message(err);
        setErrors(onFields);
      }
      setFailure(message(err));
    } finally {
      setBusy(false);
    }
  };

  const field = (key: MoneyLimit) => (
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
      <fieldset className={css.byType}>
        <legend className={css.legend}>{t('lottery.byTypeTitle')}</legend>
        <Text tone="muted" size="sm">
          {t('lottery.byTypeHint')}
        </Text>
        {game.betTypes.map((b) => (
          <MoneyField
            key={b.code}
            label={labels.betType(b.code)}
            optional
            currencySymbol={currency.symbol}
            digits={currency.digits}
            value={byType[b.code] ?? ''}
            error={errors[`limits.maxStakeByType.${b.code}`]}
            onChange={(v) => setByType((m) => ({ ...m, [b.code]: v }))}
          />
        ))}
      </fieldset>
    </FormDialog>
  );
}
