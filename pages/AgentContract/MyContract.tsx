import { FileSignature } from 'lucide-react';
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
              <ConfirmDialog
                trigger={
                  <Button fullWidth variant="secondary">
                    {t('contracts.refuse')}
                  </Button>
                }
                title={t('contracts.refuseTitle')}
                message={t('contracts.refuseText')}
                confirmLabel={t('contracts.refuse')}
                cancelLabel={t('contracts.cancel')}
                tone="critical"
                onConfirm={decide('refuse')}
              />
              <ConfirmDialog
                trigger={<Button fullWidth>{t('contracts.accept')}</Button>}
                title={t('contracts.acceptTitle')}
                message={t('contracts.acceptText')}
                confirmLabel={t('contracts.accept')}
                cancelLabel={t('contracts.cancel')}
                onConfirm={decide('accept')}
              />
            </Inline>
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
