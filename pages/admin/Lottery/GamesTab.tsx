import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Stack } from '../../../design-system/Layout';
import { toast } from '../../../design-system/Toast';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import { lotteryAdminApi, lotteryAdminKeys } from '../../../src/admin/lotteryApi';
import type { AdminLotteryGame } from '../../../src/api/contract/adminLottery';
import { BetTypesDialog } from './BetTypesDialog';
import { GameDialog } from './GameDialog';
import { GamesTable } from './GamesTable';
import { useLotteryGames } from './useLotteryGames';

/** The games tab: every game of the house lottery; marketing edits one, everyone may read its bet types. */
export function GamesTab({ canWrite }: { canWrite: boolean }) {
  const { t } = useTranslation(ADMIN_NS);
  const loadError = useLoadError();
  const queryClient = useQueryClient();
  const games = useLotteryGames();
  const [editing, setEditing] = useState<AdminLotteryGame | null>(null);
  const [reading, setReading] = useState<AdminLotteryGame | null>(null);
  const currency = games.data?.currency;
  return (
    <Stack gap="md">
      <GamesTable
        data={games.data}
        loading={games.isPending}
        error={loadError(games)}
        canWrite={canWrite}
        onEdit={setEditing}
        onBetTypes={setReading}
      />
      {editing && currency ? (
        <GameDialog
          game={editing}
          currency={currency}
          onSave={async (body) => {
            await lotteryAdminApi.updateGame(editing.code, body);
            toast.success(t('lottery.saved', { name: editing.name }));
            await queryClient.invalidateQueries({ queryKey: lotteryAdminKeys.all });
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {reading && currency ? (
        <BetTypesDialog game={reading} currency={currency} onClose={() => setReading(null)} />
      ) : null}
    </Stack>
  );
}
