import { useTranslation } from 'react-i18next';
import { Select } from '../../../design-system/Select';
import { TextField } from '../../../design-system/TextField';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { REWARD_PAYOUTS, type RewardPayout } from '../../../src/api/contract/activities';

/** The reward an approval offers: its amount (major units, optional), cash or bonus, and the bonus template. */
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
        <TextField
          label={t('promotions.bonusTemplateId')}
          value={props.templateId}
          error={props.templateError}
          onChange={props.onTemplateId}
        />
      ) : null}
    </>
  );
}
