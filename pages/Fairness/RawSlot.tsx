import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { CheckSteps } from '../../design-system/CheckSteps';
import { KeyValueList } from '../../design-system/KeyValueList';
import { Select } from '../../design-system/Select';
import { Switch } from '../../design-system/Switch';
import { TextField } from '../../design-system/TextField';
import { STUDIO_GAME_RULES } from '../../src/rules/studio/catalogue';
import {
  replaySlot,
  type SlotInputError,
  type SlotReplay,
  type SlotSeedsInput,
  slotInputErrors,
} from '../../src/rules/studio/verify';
import * as css from './Fairness.css';
import { floatsText } from './RoundResult';
import { SlotGrid } from './SlotGrid';

/** A whole number typed in a field (NaN when it is not one: the checks say so). */
export const int = (s: string) => (/^\d{1,15}$/.test(s.trim()) ? Number(s.trim()) : Number.NaN);

/** Raw seeds → the slot grid and win, recomputed here (no server involved). */
export function RawSlot({
  initial,
}: {
  initial?: Partial<Record<'gameCode' | 'serverSeed' | 'clientSeed' | 'nonce', string>>;
}) {
  const { t } = useTranslation('games');
  const [values, setValues] = useState({
    gameCode: initial?.gameCode ?? '',
    serverSeed: initial?.serverSeed ?? '',
    clientSeed: initial?.clientSeed ?? '',
    nonce: initial?.nonce ?? '0',
    stakePerLine: '1',
  });
  const [free, setFree] = useState(false);
  const [errors, setErrors] = useState<SlotInputError[]>([]);
  const [result, setResult] = useState<SlotReplay | null>(null);
  const [busy, setBusy] = useState(false);
  const games = useMemo(() => STUDIO_GAME_RULES.map((g) => ({ value: g.code, label: g.name })), []);
  const set = (k: keyof typeof values) => (v: string) => {
    setValues((x) => ({ ...x, [k]: v }));
    setErrors((e) => e.filter((f) => f !== k));
  };
  const input = (): SlotSeedsInput => ({
    gameCode: values.gameCode,
    serverSeed: values.serverSeed.trim().toLowerCase(),
    clientSeed: values.clientSeed.trim(),
    nonce: int(values.nonce),
    stakePerLine: int(values.stakePerLine),
    free,
  });
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const i = input();
    const bad = slotInputErrors(i);
    setErrors(bad);
    setResult(null);
    if (bad.length > 0) return;
    setBusy(true);
    try {
      setResult(await replaySlot(i));
    } finally {
      setBusy(false);
    }
  };
  const err = (k: SlotInputError) => (errors.includes(k) ? t(`fairness.errors.${k}`) : undefined);
  return (
    <div className={css.result}>
      <form className={css.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('fairness.raw.slot')}>
        <Select
          label={t('fairness.game')}
          placeholder={t('fairness.chooseGame')}
          options={games}
          value={values.gameCode}
          onChange={set('gameCode')}
          error={err('gameCode')}
        />
        <TextField
          label={t('fairness.serverSeed')}
          hint={t('fairness.hints.serverSeed')}
          value={values.serverSeed}
          onChange={set('serverSeed')}
          error={err('serverSeed')}
          autoComplete="off"
          spellCheck={false}
        />
        <TextField
          label={t('fairness.clientSeed')}
          value={values.clientSeed}
          onChange={set('clientSeed')}
          error={err('clientSeed')}
          autoComplete="off"
          spellCheck={false}
        />
        <div className={css.pair}>
          <TextField
            label={t('fairness.nonce')}
            inputMode="numeric"
            value={values.nonce}
            onChange={set('nonce')}
            error={err('nonce')}
          />
          <TextField
            label={t('fairness.stakePerLine')}
            hint={t('fairness.hints.stakePerLine')}
            inputMode="numeric"
            value={values.stakePerLine}
            onChange={set('stakePerLine')}
            error={err('stakePerLine')}
          />
        </div>
        <Switch label={t('fairness.freeSpin')} checked={free} onChange={setFree} />
        <Button type="submit" variant="primary" loading={busy} fullWidth>
          {t('fairness.compute')}
        </Button>
      </form>
      {result && (
        <section className={css.result} aria-label={t('fairness.resultLabel')}>
          <CheckSteps
            label={t('fairness.stepsLabel')}
            steps={[
              { id: 'hash', title: t('fairness.step.hashOnly'), outcome: 'info', detail: result.serverSeedHash },
              { id: 'floats', title: t('fairness.step.floats'), outcome: 'info', detail: floatsText(result.floats) },
              {
                id: 'stops',
                title: t('fairness.step.stops'),
                outcome: 'info',
                detail: result.result.stops.join(' · '),
              },
            ]}
          />
          <SlotGrid grid={result.result.grid} caption={t('fairness.recomputedGrid')} />
          <KeyValueList
            divided
            items={[
              { id: 'win', label: t('fairness.totalWin'), value: result.result.totalWin },
              { id: 'lines', label: t('fairness.lineWins'), value: result.result.lineWins.length },
              { id: 'scatter', label: t('fairness.scatters'), value: result.result.scatterCount },
              { id: 'free', label: t('fairness.freeSpinsAwarded'), value: result.result.freeSpinsAwarded },
            ]}
          />
        </section>
      )}
    </div>
  );
}
