import { Gamepad2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { Callout } from '../../design-system/Callout';
import { EmptyState } from '../../design-system/EmptyState';
import { ErrorState } from '../../design-system/ErrorState';
import { Stack } from '../../design-system/Layout';
import { SectionHeader } from '../../design-system/SectionHeader';
import { Select } from '../../design-system/Select';
import { VendorTiles } from '../../design-system/VendorTiles';
import type { Vendor } from '../../src/api/contract/games';
import { useVendors } from '../../src/api/games';
import {
  gameTypeFor,
  inLobbySection,
  lobbyPathOf,
  type VendorLobbySection,
  vendorLobbySections,
} from '../../src/rules/lobby';
import { LOBBY_CATEGORIES } from '../GameLobby/GameLobby';
import { useOpenVendor } from '../GameLobby/useOpenVendor';

/**
 * The category lobbies whose games live at their vendors (live, sports, e-sports, fishing, poker):
 * a grid of vendor tiles per category. A FISH or PVP tile opens that vendor's game list; the others
 * launch the vendor's game (spec §2 "Game lobbies"). A category the house runs no game of (live
 * casino, e-sports, cockfighting) says so plainly, above the providers set up in the back office.
 */
export default function VendorLobby() {
  const { t } = useTranslation('games');
  const { t: tc } = useTranslation();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const gameType = gameTypeFor(pathname);
  const vendors = useVendors();
  const all = vendors.data?.mapping[gameType] ?? [];
  const sections = vendorLobbySections(pathname);
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
      ) : (
        sections.map((section) => (
          <LobbySectionVendors
            key={section.category}
            section={section}
            titled={sections.length > 1}
            loading={vendors.isPending}
            vendors={all.filter((v) => inLobbySection(v, section.category))}
            onOpen={(vendor) => void open(vendor)}
          />
        ))
      )}
    </Stack>
  );
}

function LobbySectionVendors({
  section,
  titled,
  loading,
  vendors,
  onOpen,
}: {
  section: VendorLobbySection;
  titled: boolean;
  loading: boolean;
  vendors: Vendor[];
  onOpen: (vendor: Vendor) => void;
}) {
  const { t } = useTranslation('games');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  const name = tc(`gameCategories.${section.category}`);
  const empty = !loading && vendors.length === 0;
  return (
    <Stack gap="sm">
      {titled && <SectionHeader title={name} level={2} />}
      {!section.house && (
        // Plainly: the house runs none of these; any listed are third-party providers.
        <Callout title={t(`lobby.noHouse.${section.category}`)} headingLevel={titled ? 3 : 2}>
          {empty ? t('lobby.noHouseNoVendors') : t('lobby.noHouseVendors')}
        </Callout>
      )}
      {empty ? (
        section.house && (
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
        )
      ) : (
        <VendorTiles
          label={titled ? `${t('lobby.vendors')}: ${name}` : t('lobby.vendors')}
          loading={loading}
          vendors={vendors.map((v) => ({ id: v.vassalage, name: v.displayName, logo: v.mobileLargeIcon }))}
          onOpen={(id) => {
            const vendor = vendors.find((v) => v.vassalage === id);
            if (vendor) onOpen(vendor);
          }}
        />
      )}
    </Stack>
  );
}
