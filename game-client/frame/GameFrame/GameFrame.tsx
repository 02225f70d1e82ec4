import { History, Info } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BottomSheet } from '../../../design-system/BottomSheet';
import { IconButton } from '../../../design-system/IconButton';
import { Inline, Stack } from '../../../design-system/Layout';
import { FairnessPanel, type FairnessPanelProps } from '../FairnessPanel';
import { toggleFullScreen } from '../fullScreen';
import { type GamePalette, gameThemeStyle } from '../gameTheme';
import { HistoryPanel, type HistoryRound } from '../HistoryPanel';
import { RulesSheet } from '../RulesSheet';
import { StakeSelector, type StakeSelectorProps } from '../StakeSelector';
import { TopBar } from '../TopBar';
import { gameThemeDefaults } from '../theme.css';
import * as css from './GameFrame.css';

export interface GameFrameProps {
  /** The game's name. */
  title: string;
  /** The game's palette from the studio; the brand's game-art tokens without one. */
  palette?: GamePalette;
  currencySymbol: string;
  balance: number;
  /** The last round's win, 0 while a round runs. */
  win: number;
  /** A trial account's play money. */
  playMoney?: boolean;
  onBack: () => void;
  /**
   * The stake selector; `currencySymbol` comes from the frame. A game whose stakes live elsewhere
   * (a lottery's bet slip) has none: its stage then starts at the top and scrolls, and the controls
   * stay pinned to the bottom.
   */
  stake?: Omit<StakeSelectorProps, 'currencySymbol'>;
  /** The game's main control (a slot's spin button). */
  action: ReactNode;
  /** The game itself: reels, a lottery's ticket, a poker hand. */
  children: ReactNode;
  /** A line under the controls (a slot's RTP and lines). */
  note?: ReactNode;
  /** A strip under the top bar: the wagering progress of the bonus being played (docs/bonuses.md). */
  banner?: ReactNode;
  /** The rules sheet: its title ("Paytable") and the game's rules in it. */
  rulesTitle: string;
  rules: ReactNode;
  /** The last rounds, newest first. */
  history: readonly HistoryRound[];
  /** What a free round shows in the history's stake column. */
  freeLabel: string;
  fairness: FairnessPanelProps;
  /** Open a sheet at first (stories, a deep link). */
  initialSheet?: 'rules' | 'history' | null;
  /** The session time and net position in the top bar (the brand's pacing, issue 19); absent: not shown. */
  session?: { seconds: number; net: number };
}

/**
 * The window every house game shares, full screen and always in the dark palette (game art is
 * dark): back, name, balance and win at the top; the game in the middle; stake, main action, rules
 * and history at the bottom. The sheets show on the site's own surface.
 */
export function GameFrame({
  title,
  palette,
  currencySymbol,
  balance,
  win,
  playMoney,
  onBack,
  stake,
  action,
  children,
  note,
  banner,
  rulesTitle,
  rules,
  history,
  freeLabel,
  fairness,
  initialSheet = null,
  session,
}: GameFrameProps) {
  const { t } = useTranslation('games');
  const [sheet, setSheet] = useState<'rules' | 'history' | null>(initialSheet);
  const sheetButtons = (
    <>
      <IconButton label={rulesTitle} variant="soft" onPress={() => setSheet('rules')}>
        <Info />
      </IconButton>
      <IconButton label={t('play.history')} variant="soft" onPress={() => setSheet('history')}>
        <History />
      </IconButton>
    </>
  );
  return (
    <div className={`${gameThemeDefaults} ${css.frame}`} style={gameThemeStyle(palette)} data-color-scope="dark">
      <TopBar
        title={title}
        currencySymbol={currencySymbol}
        balance={balance}
        win={win}
        playMoney={playMoney}
        onBack={onBack}
        onFullScreen={toggleFullScreen}
        session={session}
      />
      {banner ? <div className={css.banner}>{banner}</div> : null}
      <div className={stake ? css.stage : css.stageTop}>{children}</div>
      <div className={stake ? css.controls : css.pinnedControls}>
        {stake ? <StakeSelector {...stake} currencySymbol={currencySymbol} /> : null}
        {action}
        {stake ? <Stack gap="xs">{sheetButtons}</Stack> : <Inline gap="xs">{sheetButtons}</Inline>}
      </div>
      {note ? <p className={css.note}>{note}</p> : null}
      <RulesSheet
        open={sheet === 'rules'}
        onOpenChange={(o) => setSheet(o ? 'rules' : null)}
        title={rulesTitle}
        fairness={<FairnessPanel {...fairness} />}
      >
        {rules}
      </RulesSheet>
      <BottomSheet
        open={sheet === 'history'}
        onOpenChange={(o) => setSheet(o ? 'history' : null)}
        title={t('play.history')}
      >
        <HistoryPanel rounds={history} currencySymbol={currencySymbol} freeLabel={freeLabel} />
      </BottomSheet>
    </div>
  );
}
