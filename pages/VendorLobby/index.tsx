import { Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { Image } from '../../design-system/Image';
import { Select } from '../../design-system/Select';
import { Skeleton } from '../../design-system/Skeleton';
import type { Vendor } from '../../src/api/contract/games';
import { fetchGames, useVendors } from '../../src/api/games';
import { useLaunch } from '../../src/app/useLaunch';
import { gameTypeFor, lobbyPathOf, vendorTileOpensList } from '../../src/rules/lobby';
import { LOBBY_CATEGORIES } from '../GameLobby/GameLobby';
import * as css from '../GameLobby/GameLobby.css';
import * as layout from '../layout.css';

/**
 * The category lobbies whose games live at their vendors (live, sports, e-sports, fishing, poker,
 * lottery): a grid of vendor tiles. A FISH or PVP tile opens that vendor's game list; the others
 * launch the vendor's game (spec §2 "Game lobbies").
 */
export default function VendorLobby() {
  const { t, i18n } = useTranslation('games');
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const gameType = gameTypeFor(pathname);
  const vendors = useVendors();
  const { launch } = useLaunch();
  const list = vendors.data?.mapping[gameType] ?? [];

  const toList = (v: Vendor) =>
    navigate(`/m/gameList?gameType=${gameType}&vassalage=${encodeURIComponent(v.vassalage)}`);
  const open = async (v: Vendor) => {
    if (vendorTileOpensList(gameType) || v.vassalageLobby || v.gameId === null) return toList(v);
    // A single-game vendor launches that game directly.
    const page = await fetchGames('list', { gameType, vassalage: v.vassalage }, 1, i18n.language).catch(() => null);
    const game = page?.games.length === 1 ? page.games[0] : undefined;
    if (game) void launch(game);
    else toList(v);
  };

  return (
    <div className={layout.stack}>
      <Select
        label={t('lobby.category')}
        value={gameType}
        options={LOBBY_CATEGORIES.map((c) => ({ value: c, label: t(`categories.${c}`) }))}
        onChange={(v) => navigate(lobbyPathOf(v as typeof gameType))}
      />
      {vendors.isPending ? (
        <ul className={css.vendorGrid} aria-hidden>
          {Array.from({ length: 4 }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
            <li key={i}>
              <Skeleton shape="rect" aspectRatio="16 / 9" />
            </li>
          ))}
        </ul>
      ) : list.length === 0 ? (
        <EmptyState
          icon={Gamepad2}
          title={t('lobby.noVendors')}
          description={t('lobby.noVendorsBody')}
          action={
            <Button variant="secondary" onPress={() => navigate('/m/slot-games')}>
              {t('lobby.toSlots')}
            </Button>
          }
        />
      ) : (
        <ul className={css.vendorGrid} aria-label={t('lobby.vendors')}>
          {list.map((v) => (
            <li key={v.vassalage}>
              <button type="button" className={css.vendorTile} onClick={() => void open(v)}>
                <Image src={v.mobileLargeIcon} alt="" aspectRatio="16 / 9" radius="md" fit="contain" />
                <span className={css.vendorName}>{v.displayName}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
