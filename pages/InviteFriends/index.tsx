import { Copy, Share2, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, ButtonLink } from '../../design-system/Button';
import { Panel } from '../../design-system/Card';
import { type DataColumn, DataTable } from '../../design-system/DataTable';
import { Dialog } from '../../design-system/Dialog';
import { EmptyState } from '../../design-system/EmptyState';
import { Columns, Inline, Stack } from '../../design-system/Layout';
import { Money, useMoneyText } from '../../design-system/Money';
import { QRCode } from '../../design-system/QRCode';
import { StatCard } from '../../design-system/StatCard';
import { StatusBadge } from '../../design-system/StatusBadge';
import { Text } from '../../design-system/Text';
import { toast } from '../../design-system/Toast';
import type { ReferralView } from '../../src/api/contract/vip';
import { useReferral } from '../../src/api/vip';
import { useBrand } from '../../src/app/useBrand';
import { useLoadFailure } from '../../src/app/useLoadFailure';
import { useDates } from '../../src/i18n/dates';
import { pathOf } from '../../src/routes/paths';
import { LOGIN } from '../../src/routes/table';
import { formatBp } from '../../src/rules/vip';
import { useSessionInfo } from '../../src/stores/session';

type Invitee = ReferralView['invitees'][number];
const STATUS_TONE = { registered: 'neutral', deposited: 'pending', wagered: 'positive' } as const;

/** The registration link that carries the code (the registration form fills and checks it). */
export const inviteLink = (origin: string, registerPath: string, code: string) =>
  `${origin}${registerPath}?affiliateCode=${encodeURIComponent(code)}`;

/**
 * /m/inviteFriends: referral (issue 20; docs/vip-rebates-referral.md). A visitor is asked to log in;
 * an agent sees the agent modal; a disabled REFERRAL promotion shows "coming soon"; a member gets
 * their code, link, QR code, the rules and their invitees.
 */
export default function InviteFriends() {
  const { t } = useTranslation('vip');
  const navigate = useNavigate();
  const session = useSessionInfo();
  const referral = useReferral();
  const failure = useLoadFailure(referral, t('referral.retry'));
  if (!session) {
    return (
      <EmptyState
        icon={UserPlus}
        title={t('referral.signInTitle')}
        description={t('referral.signInText')}
        action={
          <Inline gap="sm" justify="center">
            <ButtonLink href={LOGIN} onPress={() => navigate(LOGIN)}>
              {t('referral.login')}
            </ButtonLink>
            <ButtonLink variant="secondary" href={pathOf('register')} onPress={() => navigate(pathOf('register'))}>
              {t('referral.register')}
            </ButtonLink>
          </Inline>
        }
      />
    );
  }
  if (failure) {
    return (
      <EmptyState
        variant="error"
        title={t('referral.loadFailed')}
        description={failure.description}
        action={<Button onPress={failure.onRetry}>{t('referral.retry')}</Button>}
      />
    );
  }
  return <InviteView data={referral.data} origin={typeof window === 'undefined' ? '' : window.location.origin} />;
}

/** The page for a loaded (or loading) view; the stories render it directly. */
export function InviteView({ data, origin }: { data: ReferralView | undefined; origin: string }) {
  const { t } = useTranslation('vip');
  const navigate = useNavigate();
  const { siteName } = useBrand();
  if (data?.state === 'disabled') {
    return (
      <EmptyState variant="notAvailable" title={t('referral.comingSoon')} description={t('referral.comingSoonText')} />
    );
  }
  if (data?.state === 'agent') {
    return (
      <Dialog
        open
        onOpenChange={(open) => !open && navigate(-1)}
        title={t('referral.agentTitle')}
        description={t('referral.agentText')}
        footer={
          <>
            <Button variant="secondary" onPress={() => navigate(-1)}>
              {t('referral.close')}
            </Button>
            <Button onPress={() => navigate(pathOf('agent'))}>{t('referral.agentOpen')}</Button>
          </>
        }
      />
    );
  }
  const code = data?.code ?? '';
  const link = inviteLink(origin, pathOf('register'), code);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(code);
      toast.success(t('referral.codeCopied'), { id: 'referral-copy' });
    } catch {
      toast.error(t('referral.copyFailed'), { id: 'referral-copy' });
    }
  };
  const canShare = typeof navigator !== 'undefined' && typeof navigator.share === 'function';
  const share = () =>
    navigator
      .share({ title: siteName, text: t('referral.shareText', { site: siteName, code }), url: link })
      .catch(() => {});
  return (
    <Stack padding="md" gap="lg">
      <Panel title={t('referral.yourCode')} elevation="raised">
        <Stack gap="md" align="center">
          <Text size="lg" weight="bold" tone="accent" numeric aria-live="polite">
            {data ? code : '…'}
          </Text>
          <Inline gap="sm" justify="center">
            <Button variant="secondary" icon={<Copy />} onPress={copy} disabled={!data}>
              {t('referral.copyCode')}
            </Button>
            {canShare ? (
              <Button icon={<Share2 />} onPress={share} disabled={!data}>
                {t('referral.share')}
              </Button>
            ) : null}
          </Inline>
          {data ? <QRCode value={link} label={t('referral.qrLabel')} /> : null}
        </Stack>
      </Panel>
      {data ? <Rules data={data} /> : null}
      <Invitees data={data} />
    </Stack>
  );
}

function Rules({ data }: { data: ReferralView }) {
  const { t, i18n } = useTranslation('vip');
  const money = useMoneyText(data.currencySymbol, data.minorUnitDigits);
  const { rules } = data;
  const lines = [
    rules.depositReward > 0 &&
      t('referral.ruleDeposit', { reward: money(rules.depositReward), threshold: money(rules.depositThreshold) }),
    rules.turnoverShareBp > 0 &&
      t('referral.ruleTurnover', { rate: formatBp(rules.turnoverShareBp, i18n.language), days: rules.turnoverDays }),
  ].filter((l): l is string => !!l);
  return (
    <Panel title={t('referral.rules')} description={t('referral.rulesNote')}>
      <Stack as="ul" gap="sm">
        {(lines.length ? lines : [t('referral.ruleNone')]).map((l) => (
          <li key={l}>
            <Text>{l}</Text>
          </li>
        ))}
      </Stack>
      <Columns columns={2} gap="sm">
        <StatCard
          label={t('referral.earned')}
          value={
            <Money symbol={data.currencySymbol} minor={data.earned} digits={data.minorUnitDigits} tone="positive" />
          }
          elevation="flat"
        />
        <StatCard label={t('referral.invited')} value={data.invitees.length} elevation="flat" />
      </Columns>
    </Panel>
  );
}

function Invitees({ data }: { data: ReferralView | undefined }) {
  const { t } = useTranslation('vip');
  const when = useDates();
  const columns: DataColumn<Invitee>[] = [
    { id: 'account', header: t('referral.columns.account'), kind: 'lead', cell: (r) => r.account },
    {
      id: 'status',
      header: t('referral.columns.status'),
      card: 'head',
      cell: (r) => <StatusBadge tone={STATUS_TONE[r.status]}>{t(`referral.status.${r.status}`)}</StatusBadge>,
    },
    { id: 'registered', header: t('referral.columns.registered'), cell: (r) => when.date(r.registeredAt) },
  ];
  return (
    <Panel title={t('referral.invitees')}>
      <DataTable
        layout="cards"
        caption={t('referral.inviteesCaption')}
        columns={columns}
        rows={data?.invitees}
        rowKey={(r) => `${r.account}:${r.registeredAt}`}
        loading={!data}
        empty={{ icon: UserPlus, title: t('referral.emptyTitle'), description: t('referral.emptyText') }}
      />
    </Panel>
  );
}
