import { useQueryClient } from '@tanstack/react-query';
import { KeyRound, Network, Snowflake, Sun, UserCog, UserX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Panel } from '../../../design-system/Card';
import { ConfirmReasonDialog, type ConfirmReasonTone } from '../../../design-system/ConfirmReasonDialog';
import { FilterBar } from '../../../design-system/FilterBar';
import { Inline, Stack } from '../../../design-system/Layout';
import { Select } from '../../../design-system/Select';
import { TextField } from '../../../design-system/TextField';
import { toast } from '../../../design-system/Toast';
import { financeKeys } from '../../../src/admin/financeApi';
import { useStaff } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { customerTypeLabel } from '../../../src/admin/labels';
import { type MemberAction, membersApi, membersKeys } from '../../../src/admin/membersApi';
import { staffMayCall } from '../../../src/api/contract/access';
import { MEMBER_REASON_MAX, type MemberProfile } from '../../../src/api/contract/adminMembers';
import { ApiError } from '../../../src/api/errors';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { isAgentType, isTestAccount, isTrial } from '../../../src/rules/customerType';

interface Pending {
  title: string;
  description: string;
  confirm: string;
  tone: ConfirmReasonTone;
  run: (reason: string) => Promise<unknown>;
  done: string;
}

type Route = 'freeze' | 'unfreeze' | 'password-reset' | 'close' | 'type' | 'agent';
const may = (role: Parameters<typeof staffMayCall>[0] | undefined, action: Route) =>
  !!role && staffMayCall(role, `POST /api/admin/members/:id/${action}` as const);

/**
 * The staff actions on a member, each behind a reason (3–200 characters, kept in the audit log):
 * freeze or unfreeze, send a password-reset code, close, change the type, move to another agent.
 * Only what the staff member's role may call is shown; the server checks again.
 */
export function MemberActions({ profile: p }: { profile: MemberProfile }) {
  const { t } = useTranslation(ADMIN_NS);
  const role = useStaff()?.role;
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [type, setType] = useState(String(p.customerType));
  const [agent, setAgent] = useState('');
  const [agentError, setAgentError] = useState<string | null>(null);
  const who = { username: p.username };
  const family = isTrial(p.customerType) ? [] : isTestAccount(p.customerType) ? [40, 41, 42] : [0, 1, 2];

  const act = (action: MemberAction, tone: ConfirmReasonTone = 'critical') =>
    setPending({
      title: t(`members.actions.${action}.title`, who),
      description: t(`members.actions.${action}.description`, who),
      confirm: t(`members.actions.${action}.confirm`),
      tone,
      run: (reason) => membersApi.act(p.id, action, reason),
      done: t(`members.actions.${action}.done`, who),
    });

  const moveTo = async () => {
    const name = agent.trim().toLowerCase();
    setAgentError(null);
    let parentId: string | null = null;
    if (name) {
      const found = await membersApi.search('username', name, 1);
      const hit = found.list.find((m) => m.username === name);
      if (!hit || !isAgentType(hit.customerType)) return setAgentError(t('members.actions.agent.notAgent'));
      parentId = hit.id;
    }
    setPending({
      title: t('members.actions.agent.title', { ...who, agent: name || t('members.actions.agent.top') }),
      description: t('members.actions.agent.description'),
      confirm: t('members.actions.agent.confirm'),
      tone: 'primary',
      run: (reason) => membersApi.moveAgent(p.id, parentId, reason),
      done: t('members.actions.agent.done', who),
    });
  };

  const buttons: ReactNode[] = [];
  if (may(role, 'freeze') && p.status === 'active')
    buttons.push(
      <Button key="freeze" variant="secondary" icon={<Snowflake />} onPress={() => act('freeze')}>
        {t('members.actions.freeze.button')}
      </Button>,
    );
  if (may(role, 'unfreeze') && p.status === 'disabled')
    buttons.push(
      <Button key="unfreeze" variant="secondary" icon={<Sun />} onPress={() => act('unfreeze', 'primary')}>
        {t('members.actions.unfreeze.button')}
      </Button>,
    );
  if (may(role, 'password-reset') && p.status !== 'closed' && !isTrial(p.customerType))
    buttons.push(
      <Button key="reset" variant="secondary" icon={<KeyRound />} onPress={() => act('password-reset', 'primary')}>
        {t('members.actions.password-reset.button')}
      </Button>,
    );
  if (may(role, 'close') && p.status !== 'closed')
    buttons.push(
      <Button key="close" variant="secondary" icon={<UserX />} onPress={() => act('close')}>
        {t('members.actions.close.button')}
      </Button>,
    );
  const mayType = may(role, 'type') && family.length > 0 && p.status !== 'closed';
  const mayMove = may(role, 'agent');
  if (buttons.length === 0 && !mayType && !mayMove) return null;

  return (
    <Panel title={t('members.actions.title')} gap="lg">
      <Stack gap="lg">
        {buttons.length ? <Inline gap="sm">{buttons}</Inline> : null}
        {mayType || mayMove ? (
          <FilterBar>
            {mayType ? (
              <Select
                label={t('members.actions.type.label')}
                value={type}
                onChange={setType}
                options={family.map((x) => ({ value: String(x), label: customerTypeLabel(t, x) }))}
              />
            ) : null}
            {mayType ? (
              <Button
                variant="secondary"
                icon={<UserCog />}
                disabled={type === String(p.customerType)}
                onPress={() =>
                  setPending({
                    title: t('members.actions.type.title', { ...who, type: customerTypeLabel(t, Number(type)) }),
                    description: t('members.actions.type.description'),
                    confirm: t('members.actions.type.confirm'),
                    tone: 'primary',
                    run: (reason) => membersApi.changeType(p.id, Number(type), reason),
                    done: t('members.actions.type.done', who),
                  })
                }
              >
                {t('members.actions.type.button')}
              </Button>
            ) : null}
            {mayMove ? (
              <TextField
                label={t('members.actions.agent.label')}
                hint={t('members.actions.agent.hint')}
                value={agent}
                maxLength={40}
                onChange={setAgent}
                error={agentError}
              />
            ) : null}
            {mayMove ? (
              <Button variant="secondary" icon={<Network />} onPress={() => void moveTo()}>
                {t('members.actions.agent.button')}
              </Button>
            ) : null}
          </FilterBar>
        ) : null}
      </Stack>
      <ConfirmReasonDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={pending?.title ?? ''}
        description={pending?.description}
        maxLength={MEMBER_REASON_MAX}
        confirmLabel={pending?.confirm ?? ''}
        tone={pending?.tone ?? 'critical'}
        label={t('queue.reason')}
        hint={t('members.waiveHint', { max: MEMBER_REASON_MAX })}
        requiredMessage={t('queue.reasonRequired')}
        cancelLabel={t('queue.cancel')}
        errorMessage={(err) => errorMessage(err)}
        onConfirm={async (reason) => {
          if (!pending) return;
          try {
            await pending.run(reason);
            toast.success(pending.done, { id: 'member-action' });
          } catch (err) {
            if (err instanceof ApiError && err.status === 409)
              void queryClient.invalidateQueries({ queryKey: membersKeys.member(p.id) });
            throw err;
          } finally {
            await queryClient.invalidateQueries({ queryKey: membersKeys.member(p.id) });
            await queryClient.invalidateQueries({ queryKey: financeKeys.member(p.id) });
          }
        }}
      />
    </Panel>
  );
}
