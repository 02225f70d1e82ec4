import { Building2, KeyRound, UserCheck, UserCog, UserX } from 'lucide-react';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import type { DataColumn } from '../../../design-system/DataTable';
import { Stack } from '../../../design-system/Layout';
import { StatusBadge } from '../../../design-system/StatusBadge';
import { Text } from '../../../design-system/Text';
import { useDateTime } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { StaffAccount } from '../../../src/api/contract/adminStaff';
import * as css from './Staff.css';

/** What a row's buttons open. */
export type StaffAction = 'role' | 'brands' | 'toggle' | 'reset';

/**
 * The staff table's columns: the username (and "You"), role, brands, status, created, last sign-in, and
 * the row's actions. Nobody changes their own role, brands or status; anyone's password may be reset.
 */
export function useStaffColumns(
  me: string | undefined,
  onAction: (kind: StaffAction, member: StaffAccount) => void,
): DataColumn<StaffAccount>[] {
  const { t } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  return useMemo(() => {
    const action = (m: StaffAccount, kind: StaffAction, label: string, icon: ReactNode) => (
      <Button
        size="sm"
        variant="secondary"
        icon={icon}
        aria-label={t('staff.actionLabel', { action: label, name: m.username })}
        onPress={() => onAction(kind, m)}
      >
        {label}
      </Button>
    );
    return [
      {
        id: 'username',
        header: t('staff.col.username'),
        kind: 'lead',
        cell: (m) => (
          <Stack as="span" gap="xxs" minWidth={0}>
            <Text numeric wrap="anywhere">
              {m.username}
            </Text>
            {m.username === me ? (
              <Text tone="muted" size="sm" weight="regular">
                {t('staff.you')}
              </Text>
            ) : null}
          </Stack>
        ),
      },
      { id: 'role', header: t('staff.col.role'), cell: (m) => t(`roles.${m.role}`) },
      {
        id: 'brands',
        header: t('staff.col.brands'),
        cell: (m) => (m.brands?.length ? <Text numeric>{m.brands.join(', ')}</Text> : t('staff.allBrands')),
      },
      {
        id: 'status',
        header: t('staff.col.status'),
        cell: (m) =>
          m.active ? (
            <StatusBadge tone="positive">{t('staff.active')}</StatusBadge>
          ) : (
            <StatusBadge tone="neutral">{t('staff.inactive')}</StatusBadge>
          ),
      },
      { id: 'created', header: t('staff.col.created'), cell: (m) => dateTime(m.createdAt) },
      {
        id: 'lastSignIn',
        header: t('staff.col.lastSignIn'),
        cell: (m) => (m.lastSignInAt ? dateTime(m.lastSignInAt) : t('staff.never')),
      },
      {
        id: 'actions',
        header: t('common.actions'),
        kind: 'actions',
        cell: (m) => {
          const other = m.username !== me;
          return (
            <span className={css.actions}>
              {other ? action(m, 'role', t('staff.changeRole'), <UserCog />) : null}
              {other ? action(m, 'brands', t('staff.changeBrands'), <Building2 />) : null}
              {other
                ? action(
                    m,
                    'toggle',
                    m.active ? t('staff.disable') : t('staff.enable'),
                    m.active ? <UserX /> : <UserCheck />,
                  )
                : null}
              {action(m, 'reset', t('staff.resetPassword'), <KeyRound />)}
            </span>
          );
        },
      },
    ];
  }, [t, dateTime, me, onAction]);
}
