import { FileSignature } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../design-system/Button';
import { Panel } from '../../design-system/Card';
import { ConfirmDialog } from '../../design-system/ConfirmDialog';
import { EmptyState } from '../../design-system/EmptyState';
import { KeyValueList } from '../../design-system/KeyValueList';
import { Inline, Stack } from '../../design-system/Layout';
import { toast } from '../../design-system/Toast';
import type { Contract, MyContract as Mine } from '../../src/api/contract/agentContracts';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { useDates } from '../../src/i18n/dates';
import { TiersTable } from './TiersTable';

export interface MyContractProps {
  data: Mine;
  /** Accept or refuse the offer; rejects with the server's error. */
  onDecide: (id: string, decision: 'accept' | 'refuse') => Promise<unknown>;
}

/** The downline's side: the offer awaiting its answer (Accept / Refuse, confirmed) and its active contract. */
export function MyContract({ data, onDecide }: MyContractProps) {
  const { t } = useTranslation('agent');
  const messageOf = useErrorMessage();
  const when = useDates();
  const [confirming, setConfirming] = useState<'accept' | 'refuse' | null>(null);
  const currency = { symbol: data.currencySymbol, digits: data.minorUnitDigits };
  const facts = (c: Contract) => (
    <KeyValueList
      layout="inline"
      items={[
        { label: t('contracts.offeredBy'), value: c.upline ?? t('contracts.house') },
        { label: t('contracts.version'), value: String(c.version) },
        c.kind === 'dividend' && { label: t('contracts.dialog.period'), value: t(`contracts.periods.${c.period}`) },
        { label: t('contracts.offeredAt'), value: when.dateTime(c.offeredAt) },
        !!c.decidedAt &&
          c.status === 'active' && { label: t('contracts.acceptedAt'), value: when.dateTime(c.decidedAt!) },
      ]}
    />
  );
  const decide = (decision: 'accept' | 'refuse') => async () => {
    try {
      await onDecide(data.offer!.id, decision);
      toast.success(t(decision === 'accept' ? 'contracts.accepted' : 'contracts.refused'));
    } catch (err) {
      toast.error(messageOf(err));
      throw err;
    }
  };
  return (
    <Stack gap="lg">
      {data.offer ? (
        <Panel title={t('contracts.offerTitle')} description={t('contracts.offerLead')} level={2}>
          <Stack gap="md">
            {facts(data.offer)}
            <TiersTable kind={data.kind} tiers={data.offer.tiers} currency={currency} />
            <Inline wrap={false}>
              <Button fullWidth variant="secondary" onPress={() => setConfirming('refuse')}>
                {t('contracts.refuse')}
              </Button>
              <Button fullWidth onPress={() => setConfirming('accept')}>
                {t('contracts.accept')}
              </Button>
            </Inline>
            <ConfirmDialog
              open={confirming !== null}
              onOpenChange={(open) => {
                if (!open) setConfirming(null);
              }}
              title={t(confirming === 'refuse' ? 'contracts.refuseTitle' : 'contracts.acceptTitle')}
              message={t(confirming === 'refuse' ? 'contracts.refuseText' : 'contracts.acceptText')}
              confirmLabel={t(confirming === 'refuse' ? 'contracts.refuse' : 'contracts.accept')}
              cancelLabel={t('contracts.cancel')}
              tone={confirming === 'refuse' ? 'critical' : 'default'}
              onConfirm={decide(confirming ?? 'accept')}
            />
          </Stack>
        </Panel>
      ) : null}
      <Panel title={t('contracts.activeTitle')} level={2}>
        {data.active ? (
          <Stack gap="md">
            {facts(data.active)}
            <TiersTable kind={data.kind} tiers={data.active.tiers} currency={currency} />
          </Stack>
        ) : (
          <EmptyState
            size="compact"
            icon={FileSignature}
            title={t('contracts.noActive')}
            description={t('contracts.noActiveText')}
          />
        )}
      </Panel>
    </Stack>
  );
}
