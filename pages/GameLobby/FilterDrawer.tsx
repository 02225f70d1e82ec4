import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { ChipGroup } from '../../design-system/ChipGroup';
import { Drawer } from '../../design-system/Drawer';
import { Inline, Stack } from '../../design-system/Layout';
import { toDecimalString } from '../../design-system/Money/Money.format';
import type { GameClassify } from '../../src/api/contract/games';
import { FILTER_GAME_TYPES, FILTER_MIN_BETS, type LobbyFilter } from '../../src/rules/lobby';

const ALL = 'all';

/** The lobby's filter drawer: vendor, and for slots the game type and minimum bet; applied together. */
export function FilterDrawer({
  open,
  onOpenChange,
  vendors,
  rng,
  value,
  onApply,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  vendors: readonly { vassalage: string; displayName: string }[];
  rng: boolean;
  value: LobbyFilter;
  onApply: (f: LobbyFilter) => void;
}) {
  const { t } = useTranslation('games');
  const [draft, setDraft] = useState<LobbyFilter>(value);
  useEffect(() => {
    if (open) setDraft(value);
  }, [open, value]);
  return (
    <Drawer
      open={open}
      onOpenChange={onOpenChange}
      title={t('filter.title')}
      footer={
        <Inline wrap={false}>
          <Button variant="secondary" fullWidth onPress={() => onApply({})}>
            {t('filter.reset')}
          </Button>
          <Button fullWidth onPress={() => onApply(draft)}>
            {t('filter.apply')}
          </Button>
        </Inline>
      }
    >
      <Stack padding="lg">
        <ChipGroup
          label={t('filter.vendor')}
          options={[
            { value: ALL, label: t('filter.all') },
            ...vendors.map((v) => ({ value: v.vassalage, label: v.displayName })),
          ]}
          value={draft.vassalage ?? ALL}
          onChange={(v) => setDraft({ ...draft, vassalage: v === ALL ? undefined : v })}
        />
        {rng ? (
          <>
            <ChipGroup
              label={t('filter.gameType')}
              options={FILTER_GAME_TYPES.map((c) => ({ value: c, label: t(`filter.types.${c}`) }))}
              value={draft.gameClassify ?? ALL}
              onChange={(c) => setDraft({ ...draft, gameClassify: c === ALL ? undefined : (c as GameClassify) })}
            />
            <ChipGroup
              label={t('filter.minBet')}
              options={FILTER_MIN_BETS.map((b) => ({
                value: String(b),
                label: b === ALL ? t('filter.all') : toDecimalString(b, 2, 2),
              }))}
              value={String(draft.minBet ?? ALL)}
              onChange={(b) => setDraft({ ...draft, minBet: b === ALL ? undefined : Number(b) })}
            />
          </>
        ) : null}
      </Stack>
    </Drawer>
  );
}
