import { Filter, X } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Box, Columns, Inline } from '../../../design-system/Layout';
import { Select } from '../../../design-system/Select';
import { TextField } from '../../../design-system/TextField';
import type { AuditFilters } from '../../../src/admin/financeApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { AUDIT_ACTIONS, auditActionLabel } from '../../../src/admin/labels';

/**
 * The audit log's filters: action, staff username, target id, one under the other on a phone and side by
 * side on a desktop with the buttons at the end (the log has no period, so not the FilterBar); applied
 * on submit, cleared at once.
 */
export function AuditFilterForm({
  filters,
  onApply,
  busy,
}: {
  filters: AuditFilters;
  onApply: (f: AuditFilters) => void;
  busy: boolean;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const [action, setAction] = useState(filters.action ?? '');
  const [staff, setStaff] = useState(filters.staff ?? '');
  const [target, setTarget] = useState(filters.targetId ?? '');
  useEffect(() => {
    setAction(filters.action ?? '');
    setStaff(filters.staff ?? '');
    setTarget(filters.targetId ?? '');
  }, [filters.action, filters.staff, filters.targetId]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onApply({ action, staff: staff.trim(), targetId: target.trim() });
  };
  const known = (AUDIT_ACTIONS as readonly string[]).includes(action);
  return (
    <form onSubmit={submit} aria-label={t('audit.filters')} noValidate>
      <Box
        display="flex"
        flexDirection={{ base: 'column', wide: 'row' }}
        alignItems={{ base: 'stretch', wide: 'flex-end' }}
        gap="md"
      >
        <Columns columns={1} wideColumns={3} gap="md" flex="fill" minWidth={0}>
          <Select
            label={t('audit.action')}
            value={action}
            onChange={setAction}
            options={[
              { value: '', label: t('audit.anyAction') },
              ...AUDIT_ACTIONS.map((a) => ({ value: a, label: auditActionLabel(t, a) })),
              ...(action && !known ? [{ value: action, label: action }] : []),
            ]}
          />
          <TextField label={t('audit.staff')} value={staff} maxLength={40} autoComplete="off" onChange={setStaff} />
          <TextField label={t('audit.target')} value={target} maxLength={80} autoComplete="off" onChange={setTarget} />
        </Columns>
        <Inline flexShrink={0}>
          <Button type="submit" icon={<Filter />} loading={busy}>
            {t('audit.apply')}
          </Button>
          {filters.action || filters.staff || filters.targetId ? (
            <Button variant="ghost" icon={<X />} onPress={() => onApply({})}>
              {t('audit.clear')}
            </Button>
          ) : null}
        </Inline>
      </Box>
    </form>
  );
}
