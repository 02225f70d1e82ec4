import { Layers } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { type DataColumn, DataTable } from '../../design-system/DataTable';
import { Money, toDecimalString } from '../../design-system/Money';
import type { Contract } from '../../src/api/contract/agentContracts';
import type { ContractKind, DividendTier, SalaryTier, TierPay } from '../../src/rules/contractTiers';

type Tier = SalaryTier & DividendTier;

export interface Currency {
  symbol: string;
  digits: number;
}

/** Basis points as a percent number (150 → "1.5"), exactly (no float arithmetic). */
export const bpText = (bp: number) => (bp === 0 ? '0' : toDecimalString(bp, 2, 2).replace(/\.?0+$/, ''));
/** Basis points as a percent (150 → 1.5%). */
export const percent = (bp: number) => `${bpText(bp)}%`;

/** A contract's tiers: the thresholds of each and what it pays, lowest first. */
export function TiersTable({
  kind,
  tiers,
  currency,
}: {
  kind: ContractKind;
  tiers: Contract['tiers'];
  currency: Currency;
}) {
  const { t } = useTranslation('agent');
  const money = (minor: number) => <Money symbol={currency.symbol} minor={minor} digits={currency.digits} />;
  const pay = (p: TierPay) =>
    p.kind === 'fixed' ? money(p.amount) : t('contracts.tiers.rateOf', { rate: percent(p.basisPoints) });
  const rows = (tiers as Tier[]).map((tier, index) => ({ ...tier, index }));
  const columns: DataColumn<Tier & { index: number }>[] = [
    {
      id: 'tier',
      header: t('contracts.tiers.tier'),
      kind: 'lead',
      cell: (r) => t('contracts.tiers.name', { n: r.index + 1 }),
    },
    ...(kind === 'dividend'
      ? [
          { id: 'netLoss', header: t('contracts.tiers.minNetLoss'), cell: (r: Tier) => money(r.minNetLoss) },
          {
            id: 'share',
            header: t('contracts.tiers.share'),
            kind: 'end' as const,
            cell: (r: Tier) => percent(r.shareBasisPoints),
          },
        ]
      : [
          { id: 'turnover', header: t('contracts.tiers.minTurnover'), cell: (r: Tier) => money(r.minTurnover) },
          ...(kind === 'salary'
            ? [{ id: 'members', header: t('contracts.tiers.minActiveMembers'), cell: (r: Tier) => r.minActiveMembers }]
            : []),
          { id: 'pay', header: t('contracts.tiers.pay'), kind: 'end' as const, cell: (r: Tier) => pay(r.pay) },
        ]),
  ];
  return (
    <DataTable
      layout="cards"
      caption={t('contracts.tiers.caption')}
      columns={columns}
      rows={rows}
      rowKey={(r) => String(r.index)}
      rowLabel={(r) => t('contracts.tiers.name', { n: r.index + 1 })}
      empty={{ icon: Layers, title: t('contracts.tiers.empty') }}
    />
  );
}
