import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Select } from '../../../design-system/Select';
import { TextField } from '../../../design-system/TextField';
import { bonusAdminApi, bonusAdminKeys } from '../../../src/admin/bonusApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { REWARD_PAYOUTS, type RewardPayout } from '../../../src/api/contract/activities';
import type { BonusTemplate } from '../../../src/api/contract/adminBonus';
import { useTemplateText } from '../Bonuses/format';

/**
 * The reward an approval (or a join) offers: its amount (major units, optional), cash or bonus, and
 * the bonus template, picked from the brand's templates by name with what each pays and asks.
 */
export function RewardFields(props: {
  symbol: string;
  reward: string;
  onReward: (v: string) => void;
  rewardError?: string;
  payout: RewardPayout;
  onPayout: (v: RewardPayout) => void;
  templateId: string;
  onTemplateId: (v: string) => void;
  templateError?: string;
}) {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <>
      <TextField
        label={t('promotions.reward', { symbol: props.symbol })}
        hint={t('promotions.rewardHint')}
        inputMode="decimal"
        optional
        value={props.reward}
        error={props.rewardError}
        onChange={props.onReward}
      />
      <Select
        label={t('promotions.payout')}
        options={REWARD_PAYOUTS.map((v) => ({ value: v, label: t(`promotions.payouts.${v}`) }))}
        value={props.payout}
        onChange={(v) => props.onPayout(v as RewardPayout)}
      />
      {props.payout === 'bonus' ? (
        <TemplatePicker value={props.templateId} onChange={props.onTemplateId} error={props.templateError} />
      ) : null}
    </>
  );
}

/** The brand's bonus templates (GET /api/admin/bonus/templates) as a select: name, what it pays, its wagering. */
function TemplatePicker({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const { t } = useTranslation(ADMIN_NS);
  const list = useQuery({ queryKey: bonusAdminKeys.templates, queryFn: bonusAdminApi.templates });
  const text = useTemplateText({ symbol: list.data?.currencySymbol ?? '', digits: list.data?.currencyDigits ?? 2 });
  const templates = list.data?.list ?? [];
  const terms = (tpl: BonusTemplate) =>
    [
      text.wagering(tpl),
      t('promotions.templateValidDays', { n: tpl.validDays }),
      tpl.maxBet !== null ? t('promotions.templateMaxBet', { amount: text.money(tpl.maxBet) }) : null,
      tpl.enabled ? null : t('promotions.templateOff'),
    ]
      .filter(Boolean)
      .join(' · ');
  const chosen = templates.find((tpl) => tpl.id === value);
  const options = templates.map((tpl) => ({ value: tpl.id, label: `${tpl.name} — ${terms(tpl)}` }));
  // A saved id that is no longer listed stays visible (the server refuses it on save).
  if (value && !chosen && list.data) options.push({ value, label: t('promotions.templateUnknown') });
  return (
    <Select
      label={t('promotions.bonusTemplate')}
      placeholder={list.isPending ? t('promotions.templatesLoading') : t('promotions.templateChoose')}
      hint={chosen ? terms(chosen) : templates.length === 0 && list.data ? t('promotions.templatesNone') : undefined}
      options={options}
      value={value}
      error={error ?? (list.isError ? t('promotions.templatesFailed') : undefined)}
      onChange={onChange}
    />
  );
}
