import { ShieldCheck } from 'lucide-react';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { Callout } from '../../design-system/Callout';
import { EmptyState } from '../../design-system/EmptyState';
import { Spinner } from '../../design-system/Spinner';
import { TabPanel, Tabs } from '../../design-system/Tabs';
import { TextField } from '../../design-system/TextField';
import { studioApi } from '../../src/api/games';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { CardResult } from './CardResult';
import { type Checked, checkProof } from './check';
import { DrawResult } from './DrawResult';
import * as css from './Fairness.css';
import { HouseResult } from './HouseResult';
import { MatchResult } from './MatchResult';
import { fetchProof, isProofId } from './proofs';
import { RawSeeds } from './RawSeeds';
import { RoundResult } from './RoundResult';

/**
 * /m/fairness (issue 22, docs/fairness.md): the verifier. It takes a round or draw id (fetching the
 * public proof) or raw seeds, and recomputes the result here in the browser with Web Crypto and the
 * same engine the studio plays (src/rules/studio/verify.ts), whatever the server says.
 * ?round=<id> (the slot window's "Verify" link) or ?draw=<id> fill the id and check it at once.
 */
export default function Fairness() {
  const { t } = useTranslation('games');
  const errorMessage = useErrorMessage();
  const [params] = useSearchParams();
  const prefilled =
    params.get('round') ?? params.get('draw') ?? params.get('card') ?? params.get('match') ?? params.get('id') ?? '';
  const hint = params.get('draw') ? 'draw' : params.get('card') ? 'card' : params.get('match') ? 'match' : 'round';
  const [tab, setTab] = useState<'id' | 'raw'>(params.get('tab') === 'raw' ? 'raw' : 'id');
  const [id, setId] = useState(prefilled);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [status, setStatus] = useState<'idle' | 'loading' | 'error' | 'done'>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [checked, setChecked] = useState<Checked | null>(null);
  const [revealing, setRevealing] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);

  const run = useCallback(
    async (value: string, kind: 'round' | 'draw' | 'card' | 'match' = 'round') => {
      if (!value.trim()) {
        setFieldError(t('fairness.errors.idRequired'));
        return;
      }
      if (!isProofId(value)) {
        setFieldError(t('fairness.errors.id'));
        return;
      }
      setFieldError(null);
      setStatus('loading');
      setChecked(null);
      try {
        const found = await fetchProof(value, kind);
        setChecked(await checkProof(found, setProgress));
        setStatus('done');
      } catch (err) {
        setFailure(errorMessage(err));
        setStatus('error');
      } finally {
        setProgress(null);
      }
    },
    [errorMessage, t],
  );

  useEffect(() => {
    if (prefilled) void run(prefilled, hint);
  }, [prefilled, hint, run]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run(id, hint);
  };

  const reveal = async () => {
    if (checked?.kind !== 'round' && checked?.kind !== 'card' && checked?.kind !== 'house') return;
    setRevealing(true);
    try {
      await studioApi.rotate(checked.proof.serverSeedHash);
      await run(checked.proof.id, checked.kind === 'card' ? 'card' : 'round');
    } catch (err) {
      setFailure(t('fairness.notRevealed.rotateFailed', { reason: errorMessage(err) }));
      setStatus('error');
    } finally {
      setRevealing(false);
    }
  };

  return (
    <div className={css.page}>
      <header className={css.intro}>
        <h1 className={css.title}>
          <ShieldCheck aria-hidden size={22} /> {t('fairness.title')}
        </h1>
        <p className={css.lead}>{t('fairness.lead')}</p>
      </header>
      <Tabs
        label={t('fairness.tabsLabel')}
        value={tab}
        onValueChange={(v) => setTab(v as 'id' | 'raw')}
        items={[
          { value: 'id', label: t('fairness.tabs.id') },
          { value: 'raw', label: t('fairness.tabs.raw') },
        ]}
      >
        <TabPanel value="id">
          <div className={css.result}>
            <form className={css.form} onSubmit={submit} noValidate aria-label={t('fairness.tabs.id')}>
              <TextField
                label={t('fairness.idLabel')}
                hint={t('fairness.idHint')}
                value={id}
                onChange={(v) => {
                  setId(v);
                  setFieldError(null);
                }}
                error={fieldError ?? undefined}
                autoComplete="off"
                spellCheck={false}
              />
              <Button type="submit" variant="primary" loading={status === 'loading'} fullWidth>
                {t('fairness.verify')}
              </Button>
            </form>
            {status === 'idle' && (
              <EmptyState icon={ShieldCheck} title={t('fairness.empty.title')} description={t('fairness.empty.body')} />
            )}
            {status === 'loading' && (
              <div className={css.loading} role="status">
                <Spinner size="md" label={t('fairness.checking')} />
                {progress !== null && progress > 0 && (
                  <span>{t('fairness.walking', { percent: Math.round(progress * 100) })}</span>
                )}
              </div>
            )}
            {status === 'error' && failure && (
              <Callout
                tone="caution"
                title={t('fairness.failed')}
                headingLevel={2}
                action={
                  <Button size="sm" variant="secondary" onPress={() => void run(id, hint)}>
                    {t('fairness.retry')}
                  </Button>
                }
              >
                {failure}
              </Callout>
            )}
            {status === 'done' && checked?.kind === 'round' && (
              <RoundResult
                proof={checked.proof}
                check={checked.check}
                onReveal={() => void reveal()}
                revealing={revealing}
              />
            )}
            {status === 'done' && checked?.kind === 'card' && (
              <CardResult
                proof={checked.proof}
                check={checked.check}
                onReveal={() => void reveal()}
                revealing={revealing}
              />
            )}
            {status === 'done' && checked?.kind === 'house' && (
              <HouseResult
                proof={checked.proof}
                check={checked.check}
                onReveal={() => void reveal()}
                revealing={revealing}
              />
            )}
            {status === 'done' && checked?.kind === 'draw' && (
              <DrawResult proof={checked.proof} check={checked.check} />
            )}
            {status === 'done' && checked?.kind === 'match' && (
              <MatchResult proof={checked.proof} check={checked.check} />
            )}
          </div>
        </TabPanel>
        <TabPanel value="raw">
          <RawSeeds />
        </TabPanel>
      </Tabs>
    </div>
  );
}
