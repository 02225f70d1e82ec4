import { useQuery } from '@tanstack/react-query';
import { lotteryAdminApi, lotteryAdminKeys } from '../../../src/admin/lotteryApi';

/** The lottery's games and the brand's currency (every tab shows amounts in it and filters by game). */
export function useLotteryGames() {
  return useQuery({ queryKey: lotteryAdminKeys.games, queryFn: lotteryAdminApi.games });
}
