import { Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { Panel } from '../../design-system/Card';
import { ChipGroup } from '../../design-system/ChipGroup';
import { Form, FormAlert, FormPasswordField, FormTextField, useKitForm } from '../../design-system/Form';
import { Stack } from '../../design-system/Layout';
import { QRCode } from '../../design-system/QRCode';
import { Text } from '../../design-system/Text';
import { toast } from '../../design-system/Toast';
import { useAgentInvite, useOpenAccount } from '../../src/api/agent';
import { ACCOUNT_LIMITS } from '../../src/api/contract/accounts.constants';
import { OPEN_ACCOUNT_KINDS } from '../../src/api/contract/agent';
import { validateConfirm, validatePassword, validateUsername } from '../../src/rules/accountValidation';

type Kind = (typeof OPEN_ACCOUNT_KINDS)[number];
type Values = { username: string; password: string; confirmPassword: string };

/** The registration link that carries the agent's code: the registration form places sign-ups under it. */
export const agentLink = (origin: string, code: string) =>
  `${origin}/m/register?affiliateCode=${encodeURIComponent(code)}`;

/**
 * /m/agentRegister (spec §2 agent footer "open account", issue 21): the agent opens a player or a
 * sub-agent directly under itself (username and password, the registration rules and messages), or
 * shares its invitation link and QR code, which place whoever registers with them in its team.
 */
export default function AgentRegister() {
  const invite = useAgentInvite();
  return (
    <Stack padding="md" gap="lg">
      <OpenAccountForm />
      <ShareLink code={invite.data?.code} origin={typeof window === 'undefined' ? '' : window.location.origin} />
    </Stack>
  );
}

export function OpenAccountForm() {
  const { t } = useTranslation('agent');
  const { t: tAccounts } = useTranslation('accounts');
  const [kind, setKind] = useState<Kind>('player');
  const open = useOpenAccount();
  const kit = useKitForm<Values>({
    defaultValues: { username: '', password: '', confirmPassword: '' },
    serverErrors: { 'account.username_taken': 'username' },
    rules: {
      username: (v) => validateUsername(v as string) ?? (v ? null : 'validation.required'),
      password: (v) => validatePassword(v as string) ?? (v ? null : 'validation.required'),
      confirmPassword: (v, all) => validateConfirm(all.password, v as string),
    },
  });
  const submit = kit.handleSubmit(async (values) => {
    const created = await open.mutateAsync({ kind, ...values });
    toast.success(
      t(kind === 'player' ? 'register.createdPlayer' : 'register.createdAgent', { name: created.username }),
    );
    kit.form.reset();
  });
  return (
    <Panel title={t('register.title')} description={t('register.lead')}>
      <Form kit={kit} onSubmit={submit} aria-label={t('register.title')}>
        <ChipGroup
          label={t('register.kind')}
          options={OPEN_ACCOUNT_KINDS.map((k) => ({ value: k, label: t(`register.kinds.${k}`) }))}
          value={kind}
          onChange={setKind}
        />
        <FormTextField
          name="username"
          label={tAccounts('login.username')}
          hint={t('register.usernameHint')}
          autoComplete="off"
          autoCapitalize="none"
          maxLength={ACCOUNT_LIMITS.usernameMax}
          required
        />
        <FormPasswordField
          name="password"
          label={t('register.password')}
          hint={tAccounts('register.passwordHint')}
          autoComplete="new-password"
          maxLength={ACCOUNT_LIMITS.passwordMax}
          deps={['confirmPassword']}
          required
        />
        <FormPasswordField
          name="confirmPassword"
          label={t('register.confirmPassword')}
          autoComplete="new-password"
          maxLength={ACCOUNT_LIMITS.passwordMax}
          required
        />
        <FormAlert />
        <Button type="submit" fullWidth loading={kit.form.formState.isSubmitting}>
          {t('register.submit')}
        </Button>
      </Form>
    </Panel>
  );
}

/** The agent's invitation code, link and QR code (the registration form fills the code in). */
export function ShareLink({ code, origin }: { code: string | undefined; origin: string }) {
  const { t } = useTranslation('agent');
  const link = code ? agentLink(origin, code) : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('register.linkCopied'), { id: 'agent-link' });
    } catch {
      toast.error(t('register.copyFailed'), { id: 'agent-link' });
    }
  };
  return (
    <Panel title={t('register.shareTitle')} description={t('register.shareLead')}>
      <Stack gap="md" align="center">
        <Text size="lg" weight="bold" tone="accent" numeric data-testid="agent-code">
          {code ?? '…'}
        </Text>
        <Button variant="secondary" icon={<Copy />} onPress={copy} disabled={!code}>
          {t('register.copyLink')}
        </Button>
        {code ? <QRCode value={link} label={t('register.qrLabel')} /> : null}
      </Stack>
    </Panel>
  );
}
