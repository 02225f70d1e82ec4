import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog';
import { type ContractKind, contractMessageKey } from './contractKinds';

export interface ContractAlertProps {
  /** Which pending agreement; picks the default message. */
  kind: ContractKind;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Overrides the translated default message of the kind. */
  message?: ReactNode;
  /** Overrides the translated "Agent contract" title. */
  title?: ReactNode;
  /** "Go": the parent navigates to the matching contract page. May return a promise. */
  onGo: (kind: ContractKind) => unknown;
  /** "Cancel", Escape or a scrim tap. */
  onCancel?: (kind: ContractKind) => void;
}

/** The agent contract prompt: a pending salary, dividend or hourly agreement, with Cancel and Go. */
export function ContractAlert({
  kind,
  open,
  defaultOpen,
  onOpenChange,
  message,
  title,
  onGo,
  onCancel,
}: ContractAlertProps) {
  const { t } = useTranslation('dsOverlays');
  return (
    <ConfirmDialog
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      title={title ?? t('contract.title')}
      message={message ?? t(contractMessageKey[kind])}
      cancelLabel={t('cancel')}
      confirmLabel={t('go')}
      onConfirm={() => onGo(kind)}
      onCancel={() => onCancel?.(kind)}
    />
  );
}
