import { Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { Image } from '../../design-system/Image';
import { Select } from '../../design-system/Select';
import { Skeleton } from '../../design-system/Skeleton';
import { useVendors } from '../../src/api/games';
import { gameTypeFor, lobbyPathOf } from '../../src/rules/lobby';
import { LOBBY_CATEGORIES } from '../GameLobby/GameLobby';
import * as css from '../GameLobby/GameLobby.css';
import { useOpenVendor } from '../GameLobby/useOpenVendor';
import * as layout from '../layout.css';

/**
 * The category lobbies whose games live at their vendors (live, sports, e-sports, fishing, poker,
 * lottery): a grid of vendor tiles. A FISH or PVP tile opens that vendor's game list; the others
 * launch the vendor's game (spec §2 "Game lobbies").
 */
export default function VendorLobby() {
  const { t } = useTranslation('games');
  const { t: tc } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const gameType = gameTypeFor(pathname);
  const vendors = useVendors();
  const list = vendors.data?.mapping[gameType] ?? [];

  const open = useOpenVendor(gameType);

  return (
    <div className={layout.stack}>
      <Select
        label={t('lobby.category')}
        value={gameType}
        options={LOBBY_CATEGORIES.map((c) => ({ value: c, label: tc(`gameCategories.${c}`) }))}
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
