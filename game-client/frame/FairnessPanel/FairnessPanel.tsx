import { ShieldCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { TextField } from '../../../design-system/TextField';
import { TextLink } from '../../../design-system/TextLink';
import type { StudioRevealedSeed, StudioRotation, StudioSeeds } from '../../../src/api/contract/studio';
import { isClientSeed } from '../../../src/rules/fairness';
import * as css from './FairnessPanel.css';

/** How the panel changes the player's seed pair (the studio's /api/studio/seeds calls). */
export interface FairnessSeedsApi {
  setClientSeed: (clientSeed: string) => Promise<StudioSeeds>;
  rotate: (serverSeedHash: string) => Promise<StudioRotation>;
}

export interface FairnessPanelProps {
  /** The game session the rounds belong to. */
  sessionId: string;
  /** The id of the last settled round, as the wallet records it; none before the first round. */
  roundId?: string | null;
  /** The last spin's id: the "Verify" link checks it on /m/fairness. */
  lastSpinId?: string | null;
  /** The player's seed pair (issue 22): the server seed's hash, the client seed and the next nonce. */
  seeds?: StudioSeeds | null;
  /** Hears the pair after a change (a new client seed, a rotation). */
  onSeedsChange?: (seeds: StudioSeeds) => void;
  /** Without it the seeds are shown read-only. */
  api?: FairnessSeedsApi;
  /** A failed call in the player's words. */
  errorMessage?: (err: unknown) => string;
  /** Where a spin is verified (default /m/fairness?round=<id>). */
  verifyHref?: (spinId: string) => string;
}

const defaultVerifyHref = (id: string) => `/m/fairness?round=${encodeURIComponent(id)}`;

/**
 * The frame's fairness panel (issue 22, docs/fairness.md): the round ids support finds a round by,
 * and the provable-fairness seeds: sha256 of the secret server seed (shown before play), the client
 * seed (the player may set it), the next nonce, a Rotate button that reveals the server seed and
 * starts a new pair, and a link that verifies the last round in the browser.
 */
export function FairnessPanel({
  sessionId,
  roundId,
  lastSpinId,
  seeds,
  onSeedsChange,
  api,
  errorMessage,
  verifyHref = defaultVerifyHref,
}: FairnessPanelProps) {
  const { t } = useTranslation('games');
  const headingId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'client' | 'rotate' | null>(null);
  const [revealed, setRevealed] = useState<StudioRevealedSeed | null>(null);

  const failed = (err: unknown) => setError(errorMessage ? errorMessage(err) : t('play.seedsFailed'));

  const saveClientSeed = async () => {
    if (!api || draft === null) return;
    if (!isClientSeed(draft)) {
      setError(t('validation.clientSeed', { ns: 'common' }));
      return;
    }
    setBusy('client');
    try {
      const next = await api.setClientSeed(draft);
      onSeedsChange?.(next);
      setDraft(null);
      setError(null);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(null);
    }
  };

  const rotate = async () => {
    if (!api || !seeds) return;
    setBusy('rotate');
    try {
      const { revealed: old, current } = await api.rotate(seeds.serverSeedHash);
      setRevealed(old);
      onSeedsChange?.(current);
      setError(null);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className={css.panel} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.heading}>
        {t('play.fairness')}
      </h3>
      <p className={css.intro}>{seeds ? t('play.fairnessSeedsIntro') : t('play.fairnessIntro')}</p>
      <dl className={css.list}>
        <dt>{t('play.sessionId')}</dt>
        <dd>{sessionId}</dd>
        <dt>{t('play.roundId')}</dt>
        <dd>{roundId ?? t('play.noRoundYet')}</dd>
        {seeds && (
          <>
            <dt>{t('play.serverSeedHash')}</dt>
            <dd data-testid="server-seed-hash">{seeds.serverSeedHash}</dd>
            {(!api || draft === null) && (
              <>
                <dt>{t('play.clientSeed')}</dt>
                <dd>{seeds.clientSeed}</dd>
              </>
            )}
            <dt>{t('play.nextNonce')}</dt>
            <dd>{seeds.nonce}</dd>
          </>
        )}
      </dl>
      {seeds && api && draft !== null && (
        <div className={css.edit}>
          <TextField
            label={t('play.clientSeed')}
            value={draft}
            onChange={(v) => {
              setDraft(v);
              setError(null);
            }}
            error={error ?? undefined}
            hint={t('play.clientSeedHint')}
            autoComplete="off"
            spellCheck={false}
            maxLength={64}
          />
          <div className={css.actions}>
            <Button size="sm" variant="primary" loading={busy === 'client'} onPress={() => void saveClientSeed()}>
              {t('play.saveClientSeed')}
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onPress={() => {
                setDraft(null);
                setError(null);
              }}
            >
              {t('play.cancel')}
            </Button>
          </div>
        </div>
      )}
      {seeds && api && draft === null && (
        <div className={css.actions}>
          <Button size="sm" variant="secondary" onPress={() => setDraft(seeds.clientSeed)}>
            {t('play.changeClientSeed')}
          </Button>
          <Button size="sm" variant="secondary" loading={busy === 'rotate'} onPress={() => void rotate()}>
            {t('play.rotateSeed')}
          </Button>
        </div>
      )}
      {error && draft === null && (
        <p className={css.error} role="alert">
          {error}
        </p>
      )}
      {revealed && (
        <div className={css.revealed} role="status" aria-label={t('play.revealedTitle')}>
          <strong>{t('play.revealedTitle')}</strong>
          <dl className={css.list}>
            <dt>{t('play.serverSeed')}</dt>
            <dd data-testid="revealed-seed">{revealed.serverSeed}</dd>
            <dt>{t('play.serverSeedHash')}</dt>
            <dd>{revealed.serverSeedHash}</dd>
            <dt>{t('play.roundsPlayed')}</dt>
            <dd>{revealed.rounds}</dd>
          </dl>
        </div>
      )}
      {lastSpinId && (
        <TextLink href={verifyHref(lastSpinId)} icon={<ShieldCheck aria-hidden size={16} />}>
          {t('play.verifyLastRound')}
        </TextLink>
      )}
    </section>
  );
}
