import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../design-system/ConfirmDialog';
import { bonusApi, bonusKeys } from '../../src/api/bonus';

/** The active bonuses a withdrawal request forfeits (docs/bonuses.md): the form asks before sending. */
export function useForfeitedBonuses() {
  const grants = useQuery({ queryKey: bonusKeys.grants, queryFn: bonusApi.grants });
  return (grants.data?.active ?? []).filter((g) => g.status === 'active' && g.forfeitOnWithdrawal);
}

/** "Withdrawing ends your bonus": how much bonus money goes and which bonuses, before the request is sent. */
export function ForfeitWarning({
  open,
  onOpenChange,
  forfeits,
  money,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  forfeits: ReturnType<typeof useForfeitedBonuses>;
  money: (minor: number) => string;
  onConfirm: () => void;
}) {
  const { t } = useTranslation('wallet');
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('bonus.forfeitWarningTitle')}
      message={t('bonus.forfeitWarning', {
        amount: money(forfeits.reduce((sum, g) => sum + g.balance, 0)),
        names: forfeits.map((g) => g.name ?? t('bonus.title')).join(', '),
      })}
      confirmLabel={t('bonus.forfeitConfirm')}
      tone="critical"
      onConfirm={onConfirm}
    />
  );
}

/**
 * The form's gate: `pass()` is true when the request may go now (nothing to forfeit, or the player
 * just confirmed); otherwise it opens the warning, whose confirm runs `proceed` (the submit again).
 * Each new attempt warns again.
 */
export function useForfeitGate(money: (minor: number) => string, proceed: () => void) {
  const forfeits = useForfeitedBonuses();
  const [open, setOpen] = useState(false);
  const confirmed = useRef(false);
  const pass = () => {
    if (forfeits.length === 0 || confirmed.current) {
      confirmed.current = false;
      return true;
    }
    setOpen(true);
    return false;
  };
  const dialog = (
    <ForfeitWarning
      open={open}
      onOpenChange={setOpen}
      forfeits={forfeits}
      money={money}
      onConfirm={() => {
        confirmed.current = true;
        proceed();
      }}
    />
  );
  return { pass, dialog };
}
