import { Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { ErrorState } from '../../design-system/ErrorState';
import { Stack } from '../../design-system/Layout';
import { Select } from '../../design-system/Select';
import { VendorTiles } from '../../design-system/VendorTiles';
import { useVendors } from '../../src/api/games';
import { gameTypeFor, lobbyPathOf } from '../../src/rules/lobby';
import { LOBBY_CATEGORIES } from '../GameLobby/GameLobby';
import { useOpenVendor } from '../GameLobby/useOpenVendor';

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
    <Stack padding="md">
      <Select
        label={t('lobby.category')}
        value={gameType}
        options={LOBBY_CATEGORIES.map((c) => ({ value: c, label: tc(`gameCategories.${c}`) }))}
        onChange={(v) => navigate(lobbyPathOf(v as typeof gameType))}
      />
      {vendors.isError && !vendors.data ? (
        <ErrorState onRetry={() => void vendors.refetch()} retrying={vendors.isFetching} />
      ) : !vendors.isPending && list.length === 0 ? (
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
        <VendorTiles
          label={t('lobby.vendors')}
          loading={vendors.isPending}
          vendors={list.map((v) => ({ id: v.vassalage, name: v.displayName, logo: v.mobileLargeIcon }))}
          onOpen={(id) => {
            const vendor = list.find((v) => v.vassalage === id);
            if (vendor) void open(vendor);
          }}
        />
      )}
    </Stack>
  );
}
