import { Copy, Share2, UserPlus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button, ButtonLink } from '../../design-system/Button';
import { Panel } from '../../design-system/Card';
import { Dialog } from '../../design-system/Dialog';
import { EmptyState } from '../../design-system/EmptyState';
import { Inline, Stack } from '../../design-system/Layout';
import { QRCode } from '../../design-system/QRCode';
import { Text } from '../../design-system/Text';
import { toast } from '../../design-system/Toast';
import type { ReferralView } from '../../src/api/contract/vip';
import { useReferral } from '../../src/api/vip';
import { useBrand } from '../../src/app/useBrand';
import { useLoadFailure } from '../../src/app/useLoadFailure';
import { pathOf } from '../../src/routes/paths';
import { LOGIN } from '../../src/routes/table';
import { useSessionInfo } from '../../src/stores/session';
import { Invitees, Rules } from './parts';

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
          <Text size="lg" weight="bold" tone="accent" numeric data-testid="referral-code">
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
