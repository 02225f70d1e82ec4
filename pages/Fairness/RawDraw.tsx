import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { CheckSteps } from '../../design-system/CheckSteps';
import { Select } from '../../design-system/Select';
import { TextField } from '../../design-system/TextField';
import { LOTTERY_FAMILIES, type LotteryFamily } from '../../src/rules/lottery/draw';
import {
  type DrawInput,
  type DrawInputError,
  type DrawReplay,
  drawInputErrors,
  replayDraw,
} from '../../src/rules/studio/verify';
import { drawSteps } from './DrawResult';
import * as css from './Fairness.css';
import { int } from './RawSlot';

/** Raw draw data → the chain check and the result, recomputed here. */
export function RawDraw() {
  const { t } = useTranslation('games');
  const [values, setValues] = useState({ family: '', hash: '', salt: '', index: '', terminatingHash: '' });
  const [errors, setErrors] = useState<DrawInputError[]>([]);
  const [result, setResult] = useState<{ replay: DrawReplay; input: DrawInput } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const set = (k: keyof typeof values) => (v: string) => {
    setValues((x) => ({ ...x, [k]: v }));
    setErrors((e) => e.filter((f) => f !== k));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input: DrawInput = {
      family: values.family as LotteryFamily,
      hash: values.hash.trim().toLowerCase(),
      salt: values.salt.trim(),
      index: int(values.index),
      terminatingHash: values.terminatingHash.trim().toLowerCase(),
    };
    const bad = drawInputErrors(input);
    setErrors(bad);
    setResult(null);
    if (bad.length > 0) return;
    setProgress(0);
    try {
      setResult({ replay: await replayDraw(input, (done, total) => setProgress(done / total)), input });
    } finally {
      setProgress(null);
    }
  };
  const err = (k: DrawInputError) => (errors.includes(k) ? t(`fairness.errors.${k}`) : undefined);
  return (
    <div className={css.result}>
      <form className={css.form} onSubmit={(e) => void submit(e)} noValidate aria-label={t('fairness.raw.draw')}>
        <Select
          label={t('fairness.family')}
          placeholder={t('fairness.chooseFamily')}
          options={LOTTERY_FAMILIES.map((f) => ({ value: f, label: t(`fairness.families.${f}`) }))}
          value={values.family}
          onChange={set('family')}
          error={err('family')}
        />
        <TextField
          label={t('fairness.drawHash')}
          value={values.hash}
          onChange={set('hash')}
          error={err('hash')}
          spellCheck={false}
        />
        <TextField
          label={t('fairness.salt')}
          value={values.salt}
          onChange={set('salt')}
          error={err('salt')}
          spellCheck={false}
        />
        <TextField
          label={t('fairness.index')}
          hint={t('fairness.hints.index')}
          inputMode="numeric"
          value={values.index}
          onChange={set('index')}
          error={err('index')}
        />
        <TextField
          label={t('fairness.terminatingHash')}
          value={values.terminatingHash}
          onChange={set('terminatingHash')}
          error={err('terminatingHash')}
          spellCheck={false}
        />
        <Button type="submit" variant="primary" loading={progress !== null} fullWidth>
          {progress !== null && progress > 0
            ? t('fairness.walking', { percent: Math.round(progress * 100) })
            : t('fairness.compute')}
        </Button>
      </form>
      {result && (
        <section className={css.result} aria-label={t('fairness.resultLabel')}>
          <CheckSteps label={t('fairness.stepsLabel')} steps={drawSteps(t, result.replay, result.input)} />
        </section>
      )}
    </div>
  );
}
