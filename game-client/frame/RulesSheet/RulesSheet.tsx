import type { ReactNode } from 'react';
import { BottomSheet } from '../../../design-system/BottomSheet';
import { Stack } from '../../../design-system/Layout';

export interface RulesSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sheet's title, also the dialog's name ("Paytable"). */
  title: string;
  /** The game's own rules: a slot's paytable, a lottery's prize table. */
  children: ReactNode;
  /** The fairness slot under the rules (FairnessPanel). */
  fairness?: ReactNode;
}

/** The rules of a game in a bottom sheet, with the fairness panel under them. */
export function RulesSheet({ open, onOpenChange, title, children, fairness }: RulesSheetProps) {
  return (
    <BottomSheet open={open} onOpenChange={onOpenChange} title={title}>
      <Stack gap="md">
        {children}
        {fairness}
      </Stack>
    </BottomSheet>
  );
}
