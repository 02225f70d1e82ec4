import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { Spinner } from '../../design-system/Spinner';
import { leaveFullScreen } from '../../game-client/frame';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { walletKey } from '../../src/app/useWallet';
import * as css from './Play.css';

/**
 * "Back" from a house game's window (slots, lottery, video poker, baccarat, bingo, fishing, football):
 * the lobby shows what the play changed (the balance, and `alsoRefresh`), full screen ends, and the
 * player returns to the lobby the game was opened from, else to `lobby`.
 */
export function useBackToLobby(lobby: string, alsoRefresh: readonly QueryKey[] = []) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: walletKey });
    for (const queryKey of alsoRefresh) void queryClient.invalidateQueries({ queryKey });
    leaveFullScreen();
    if (window.history.state?.idx > 0) navigate(-1);
    else navigate(lobby, { replace: true });
  }, [navigate, queryClient, lobby, alsoRefresh]);
}

/**
 * What a house game's page shows until its window is open (useWindowSession): "Opening the game…",
 * or, when the session could not open, why, with the way back to the lobby.
 */
export function HouseWindowGate({ error, onBack }: { error: unknown; onBack: () => void }) {
  const { t } = useTranslation('games');
  const messageOf = useErrorMessage();
  if (error) {
    return (
      <div className={css.page}>
        <EmptyState
          variant="error"
          title={t('play.openFailed')}
          description={messageOf(error)}
          action={<Button onPress={onBack}>{t('play.backToLobby')}</Button>}
        />
      </div>
    );
  }
  return (
    <div className={css.page}>
      <div className={css.loading} role="status">
        <Spinner size="lg" />
        <p>{t('play.loading')}</p>
      </div>
    </div>
  );
}
