import type { ReactNode } from 'react';
import { BalanceCard } from '../../design-system/BalanceCard';
import { useBalanceHidden, useWallet } from './useWallet';

/**
 * The member's balance card, wired to the wallet: the sum of their balances, the hide choice kept
 * across visits, and refresh. Pages add their own `actions`. Renders nothing until the wallet
 * answers; the page decides what holds the place meanwhile.
 */
export function WalletBalanceCard({ actions }: { actions?: ReactNode }) {
  const wallet = useWallet();
  const hidden = useBalanceHidden();
  if (!wallet.data) return null;
  return (
    <BalanceCard
      symbol={wallet.data.currencySymbol}
      minor={wallet.data.sumBalance}
      digits={wallet.data.minorUnitDigits}
      hidden={hidden.hidden}
      loading={wallet.isFetching}
      onToggleHidden={hidden.toggle}
      onRefresh={() => void wallet.refetch()}
      actions={actions}
    />
  );
}
