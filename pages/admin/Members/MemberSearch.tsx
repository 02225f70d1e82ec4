import { useQuery } from '@tanstack/react-query';
import { Search } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { DataTable } from '../../../design-system/DataTable';
import { Inline, Stack, sprinkles } from '../../../design-system/Layout';
import { Money } from '../../../design-system/Money';
import { Pill } from '../../../design-system/Pill';
import { StatusBadge } from '../../../design-system/StatusBadge';
import { Text } from '../../../design-system/Text';
import { TextField } from '../../../design-system/TextField';
import { financeApi, financeKeys } from '../../../src/admin/financeApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import { customerTypeLabel, memberStatusLabel } from '../../../src/admin/labels';
import type { StaffMemberSummary } from '../../../src/api/contract/adminFinance';
import * as own from './Members.css';

/** The search box: username prefix, mobile number or e-mail. Submits the trimmed text. */
export function MemberSearchForm({
  initial,
  onSearch,
  busy,
}: {
  initial: string;
  onSearch: (q: string) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const [text, setText] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setText(initial), [initial]);
  const submit = (e?: FormEvent) => {
    e?.preventDefault();
    const q = text.trim();
    if (!q) {
      setError(t('members.searchRequired'));
      return;
    }
    setError(null);
    onSearch(q);
  };
  return (
    <form
      className={sprinkles({ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-end', gap: 'md' })}
      onSubmit={submit}
      aria-label={t('members.searchLabel')}
      noValidate
    >
      <TextField
        className={own.searchField}
        label={t('members.searchLabel')}
        value={text}
        maxLength={40}
        autoComplete="off"
        enterKeyHint="search"
        error={error}
        onChange={(v) => {
          setText(v);
          if (error) setError(null);
        }}
      />
      <Button type="submit" icon={<Search />} loading={busy}>
        {t('members.search')}
      </Button>
    </form>
  );
}

/** Type, status and VIP level as pills. */
export function MemberPills({ member }: { member: StaffMemberSummary }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <Inline as="span" gap="sm">
      <Pill tone="neutral">{customerTypeLabel(t, member.customerType)}</Pill>
      <MemberStatus member={member} />
      <Pill tone="info">{member.vipLabel}</Pill>
    </Inline>
  );
}

/** The member's status: a badge of tone, icon and word (active, or held back). */
function MemberStatus({ member }: { member: Pick<StaffMemberSummary, 'status'> }) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <StatusBadge tone={member.status === 'active' ? 'positive' : 'caution'}>
      {memberStatusLabel(t, member.status)}
    </StatusBadge>
  );
}

/** An amount of the member's currency, exact to the minor unit. */
export function MemberMoney({
  member,
  minor,
  signed,
}: {
  member: Pick<StaffMemberSummary, 'currencySymbol' | 'minorUnitDigits'>;
  minor: number;
  signed?: boolean;
}) {
  return (
    <Money
      symbol={member.currencySymbol}
      minor={minor}
      digits={member.minorUnitDigits}
      decimals={member.minorUnitDigits}
      tone="neutral"
      size="sm"
      signed={signed}
    />
  );
}

/**
 * The members a search finds, with their type, status, VIP level and balances; `action` is what
 * each row offers (open the ledger, choose for an adjustment).
 */
export function MemberResults({ q, action }: { q: string; action: (m: StaffMemberSummary) => ReactNode }) {
  const { t } = useTranslation(ADMIN_NS);
  const found = useQuery({
    queryKey: financeKeys.members(q),
    queryFn: () => financeApi.searchMembers(q),
    enabled: q !== '',
  });
  const loadError = useLoadError();
  if (!q) return null;
  return (
    <DataTable
      caption={t('members.resultsCaption', { q })}
      rows={found.data}
      loading={found.isPending}
      loadingLabel={t('members.searching')}
      skeletonRows={3}
      error={loadError(found)}
      empty={{
        size: 'compact',
        title: t('members.noMatch', { q }),
        description: t('members.noMatchHint'),
        headingLevel: 2,
      }}
      rowKey={(m) => m.id}
      rowLabel={(m) => m.username}
      columns={[
        {
          id: 'member',
          header: t('members.col.member'),
          kind: 'lead',
          cell: (m) => (
            <Stack as="span" gap="xxs" minWidth={0}>
              <span>{m.username}</span>
              {m.nickname ? (
                <Text tone="muted" size="sm" weight="regular">
                  {m.nickname}
                </Text>
              ) : null}
            </Stack>
          ),
        },
        { id: 'type', header: t('members.col.type'), cell: (m) => customerTypeLabel(t, m.customerType) },
        {
          id: 'status',
          header: t('members.col.status'),
          cell: (m) => <MemberStatus member={m} />,
        },
        { id: 'vip', header: t('members.col.vip'), cell: (m) => m.vipLabel },
        {
          id: 'cash',
          header: t('ledger.accounts.cash'),
          kind: 'end',
          cell: (m) => <MemberMoney member={m} minor={m.balances.cash} />,
        },
        {
          id: 'bonus',
          header: t('ledger.accounts.bonus'),
          kind: 'end',
          cell: (m) => <MemberMoney member={m} minor={m.balances.bonus} />,
        },
        { id: 'actions', header: t('common.actions'), kind: 'actions', cell: action },
      ]}
    />
  );
}
