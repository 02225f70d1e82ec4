import { ArrowLeft, Maximize } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../design-system/IconButton';
import { Stack } from '../../../design-system/Layout';
import { Money } from '../../../design-system/Money';
import { clockText } from '../../../src/rules/pacing';
import { figureLabel } from '../theme.css';
import * as css from './TopBar.css';

export interface TopBarProps {
  /** The game's name: the window's heading. */
  title: string;
  currencySymbol: string;
  /** The wallet balance the game plays with (minor units). */
  balance: number;
  /** The win of the last round (minor units); 0 while a round runs. */
  win: number;
  /** A trial account plays with play money: the balance says so. */
  playMoney?: boolean;
  onBack: () => void;
  /** Toggles full screen; without it the button is not shown. */
  onFullScreen?: () => void;
  /**
   * The brand's pacing shows the session (issue 19, showNetPosition): the time since the game opened
   * and the net position (wins minus stakes, minor units) of this session. Absent: not shown.
   */
  session?: { seconds: number; net: number };
}

/** The frame's top: back to the lobby, the game's name, full screen; the balance and the last win. */
export function TopBar({ title, currencySymbol, balance, win, playMoney, onBack, onFullScreen, session }: TopBarProps) {
  const { t } = useTranslation('games');
  return (
    <Stack gap="md">
      <header className={css.bar}>
        <IconButton label={t('play.back')} variant="soft" onPress={onBack}>
          <ArrowLeft />
        </IconButton>
        <h1 className={css.title}>{title}</h1>
        {onFullScreen ? (
          <IconButton label={t('play.fullScreen')} variant="soft" onPress={onFullScreen}>
            <Maximize />
          </IconButton>
        ) : null}
      </header>
      <div className={css.meters}>
        <div className={css.meter}>
          <span className={css.meterHead}>
            <span className={figureLabel}>{t('play.balance')}</span>
            {playMoney ? <span className={css.playMoney}>{t('play.playMoney')}</span> : null}
          </span>
          <output
            aria-label={playMoney ? `${t('play.balance')} (${t('play.playMoney')})` : t('play.balance')}
            aria-live="polite"
            data-testid="play-balance"
          >
            <Money symbol={currencySymbol} minor={balance} digits={2} decimals={2} tone="accent" size="md" />
          </output>
        </div>
        <div className={css.meter}>
          <span className={figureLabel}>{t('play.win')}</span>
          <output aria-label={t('play.win')} aria-live="polite" data-testid="play-win">
            <Money symbol={currencySymbol} minor={win} digits={2} decimals={2} tone="positive" size="md" />
          </output>
        </div>
        {session ? (
          <>
            <div className={css.meter}>
              <span className={figureLabel}>{t('play.sessionTime')}</span>
              <output aria-label={t('play.sessionTime')} data-testid="play-session-time">
                <span className={css.clock}>{clockText(session.seconds)}</span>
              </output>
            </div>
            <div className={css.meter}>
              <span className={figureLabel}>{t('play.netPosition')}</span>
              <output aria-label={t('play.netPosition')} aria-live="polite" data-testid="play-net">
                <Money symbol={currencySymbol} minor={session.net} digits={2} decimals={2} signed size="md" />
              </output>
            </div>
          </>
        ) : null}
      </div>
    </Stack>
  );
}
