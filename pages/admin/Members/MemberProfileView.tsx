import { useTranslation } from 'react-i18next';
import { KeyValueList } from '../../../design-system/KeyValueList';
import { Stack } from '../../../design-system/Layout';
import { SectionHeader } from '../../../design-system/SectionHeader';
import { Text } from '../../../design-system/Text';
import { useDateTime } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { customerTypeLabel, memberStatusLabel } from '../../../src/admin/labels';
import type { MemberProfile } from '../../../src/api/contract/adminMembers';

/**
 * Who the member is: identity, status, type, VIP level, the agent chain, the devices they log in from,
 * their latest bonuses and their player-protection settings (the Protection page holds the detail).
 */
export function MemberProfileView({ profile: p }: { profile: MemberProfile }) {
  const { t } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  const none = t('common.none');
  const protection = p.protection;
  return (
    <Stack gap="xl" minWidth={0}>
      <KeyValueList
        layout="grid"
        items={[
          { id: 'status', label: t('members.col.status'), value: memberStatusLabel(t, p.status) },
          { id: 'type', label: t('members.col.type'), value: customerTypeLabel(t, p.customerType) },
          { id: 'vip', label: t('members.col.vip'), value: p.vipLabel },
          { id: 'mobile', label: t('members.mobile'), value: p.mobile ?? none },
          { id: 'email', label: t('members.profile.email'), value: p.email ?? none },
          { id: 'idNumber', label: t('members.profile.idNumber'), value: p.idNumber ?? none },
          { id: 'birthday', label: t('members.profile.birthday'), value: p.birthday ?? none },
          { id: 'channel', label: t('members.profile.channel'), value: p.registerChannel ?? none },
          { id: 'joined', label: t('members.joined'), value: dateTime(p.createdAt) },
          { id: 'downline', label: t('members.profile.directMembers'), value: String(p.directMembers) },
        ]}
      />
      <Stack gap="sm">
        <SectionHeader title={t('members.profile.agentChain')} level={3} />
        <Text tone={p.agentChain.length ? undefined : 'muted'}>
          {p.agentChain.length ? p.agentChain.map((a) => a.username).join(' ← ') : t('members.profile.topLevel')}
        </Text>
      </Stack>
      <Stack gap="sm">
        <SectionHeader title={t('members.profile.devices')} level={3} />
        <KeyValueList
          divided
          items={
            p.devices.length
              ? p.devices.map((d) => ({
                  id: d.device,
                  label: d.device,
                  value: t('members.profile.deviceSeen', { count: d.count, at: dateTime(d.lastAt) }),
                }))
              : [{ id: 'none', label: t('members.profile.noDevices'), value: '' }]
          }
        />
      </Stack>
      <Stack gap="sm">
        <SectionHeader title={t('members.profile.bonuses')} level={3} />
        <KeyValueList
          divided
          items={
            p.bonuses.length
              ? p.bonuses.map((b) => ({
                  id: b.id,
                  label: `${b.source} · ${b.status}`,
                  value: t('members.profile.bonusLine', {
                    percent:
                      b.wageringRequired > 0 ? Math.min(100, Math.floor((b.wagered * 100) / b.wageringRequired)) : 100,
                  }),
                }))
              : [{ id: 'none', label: t('members.profile.noBonuses'), value: '' }]
          }
        />
      </Stack>
      <Stack gap="sm">
        <SectionHeader title={t('members.protection')} level={3} />
        <KeyValueList
          items={[
            {
              id: 'limits',
              label: t('members.profile.limits'),
              value: String(protection?.limits.filter((l) => l.effective !== null).length ?? 0),
            },
            {
              id: 'reality',
              label: t('members.profile.realityCheck'),
              value: protection?.realityCheckMinutes ? String(protection.realityCheckMinutes) : none,
            },
            {
              id: 'session',
              label: t('members.profile.sessionLimit'),
              value: protection?.sessionLimitMinutes ? String(protection.sessionLimitMinutes) : none,
            },
            {
              id: 'exclusion',
              label: t('members.profile.exclusion'),
              value: protection?.exclusion ? t('members.profile.excluded') : none,
            },
          ]}
        />
      </Stack>
    </Stack>
  );
}
