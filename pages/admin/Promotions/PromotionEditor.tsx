import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../../../design-system/DatePicker';
import { FormDialog } from '../../../design-system/FormDialog';
import { Select } from '../../../design-system/Select';
import { Switch } from '../../../design-system/Switch';
import { TextField } from '../../../design-system/TextField';
import { toast } from '../../../design-system/Toast';
import { activitiesAdminApi, activitiesAdminKeys } from '../../../src/admin/activitiesApi';
import { ContentFields, type ContentText, filledTranslations } from '../../../src/admin/ContentFields';
import { ADMIN_NS } from '../../../src/admin/i18n';
import {
  type AdminCategory,
  type AdminPromotion,
  type AdminPromotionInput,
  PARTICIPATION_MODES,
  type ParticipationMode,
  PROMOTION_HTML_MAX,
  type PromotionKey,
  type RewardPayout,
} from '../../../src/api/contract/activities';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { parseDateValue, toDateValue } from '../../../src/i18n/dates';
import { parseStaffAmount } from '../../../src/rules/staffAmount';
import { CategoryChecks } from './CategoryChecks';
import { ImagesField } from './ImagesField';
import { majorText } from './parts';
import { RewardFields } from './RewardFields';
import { ShownFields } from './ShownFields';

type Errors = Partial<Record<'title' | 'endDate' | 'reward' | 'bonusTemplateId' | 'form', string>>;

/** Create (`editing` null) or edit a promotion. */
export function PromotionEditor({
  editing,
  languages,
  defaultLanguage,
  currency,
  categories,
  onClose,
}: {
  editing: AdminPromotion | null;
  languages: readonly string[];
  defaultLanguage: string;
  currency: { symbol: string; digits: number };
  categories: readonly AdminCategory[];
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const own = editing?.translations[defaultLanguage];
  const [text, setText] = useState<ContentText>({
    title: own?.title ?? '',
    content: own?.content ?? '',
    translations: Object.fromEntries(
      Object.entries(editing?.translations ?? {}).filter(([lang]) => lang !== defaultLanguage),
    ),
  });
  const [images, setImages] = useState<string[]>(editing?.images.map((i) => i.url) ?? []);
  const [categoryIds, setCategoryIds] = useState<number[]>(editing?.categoryIds ?? []);
  const [startDate, setStartDate] = useState<Date>(() => parseDateValue(editing?.startDate) ?? new Date());
  const [noExpiry, setNoExpiry] = useState(editing?.noExpiry ?? true);
  const [endDate, setEndDate] = useState<Date | null>(() => parseDateValue(editing?.endDate));
  const [enabled, setEnabled] = useState(editing?.enabled ?? true);
  const [featured, setFeatured] = useState(editing?.featured ?? false);
  const [mode, setMode] = useState<ParticipationMode>(editing?.mode ?? 'none');
  const [reward, setReward] = useState(majorText(editing?.rewardAmount ?? null, currency.digits));
  const [payout, setPayout] = useState<RewardPayout>(editing?.payout ?? 'cash');
  const [bonusTemplateId, setBonusTemplateId] = useState(
    editing?.bonusTemplateId ? String(editing.bonusTemplateId) : '',
  );
  const [key, setKey] = useState<PromotionKey | ''>(editing?.key ?? '');
  const [sequence, setSequence] = useState(String(editing?.sequence ?? 0));
  const [errors, setErrors] = useState<Errors>({});
  const [uploading, setUploading] = useState(false);

  const save = useMutation({
    mutationFn: (input: AdminPromotionInput) =>
      editing ? activitiesAdminApi.update(editing.id, input) : activitiesAdminApi.create(input),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: activitiesAdminKeys.all });
      toast.success(t(editing ? 'promotions.saved' : 'promotions.created', { title: text.title.trim() }), {
        id: 'promotion-saved',
      });
      onClose();
    },
    onError: (err) => setErrors({ form: errorMessage(err) }),
  });

  const submit = () => {
    const next: Errors = {};
    if (!text.title.trim()) next.title = t('content.required');
    if (!noExpiry && !endDate) next.endDate = t('content.required');
    if (!noExpiry && endDate && toDateValue(endDate) < toDateValue(startDate))
      next.endDate = t('promotions.endAfterStart');
    const amount = reward.trim() ? parseStaffAmount(reward, currency.digits) : null;
    if (amount && !amount.ok) next.reward = t('promotions.rewardInvalid');
    const template = bonusTemplateId.trim();
    if (payout === 'bonus' && !/^[0-9a-f-]{36}$/i.test(template)) next.bonusTemplateId = t('content.required');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    return save.mutateAsync({
      translations: {
        ...filledTranslations(text.translations),
        [defaultLanguage]: { title: text.title.trim(), content: text.content },
      },
      images: images.map((url, sequence) => ({ url, sequence })),
      categoryIds,
      startDate: toDateValue(startDate),
      endDate: noExpiry || !endDate ? null : toDateValue(endDate),
      noExpiry,
      enabled,
      mode,
      rewardAmount: amount?.ok ? amount.minor : null,
      payout,
      bonusTemplateId: payout === 'bonus' ? template : null,
      key: key || null,
      featured,
      sequence: Math.max(0, Math.trunc(Number(sequence) || 0)),
    });
  };

  return (
    <FormDialog
      open
      onCancel={onClose}
      title={editing ? t('promotions.editTitle') : t('promotions.createTitle')}
      description={t('promotions.editorLead')}
      submitLabel={t('promotions.save')}
      cancelLabel={t('queue.cancel')}
      busy={save.isPending || uploading}
      error={errors.form}
      onSubmit={submit}
    >
      <ShownFields
        enabled={enabled}
        onEnabled={setEnabled}
        featured={featured}
        onFeatured={setFeatured}
        promotionKey={key}
        onPromotionKey={setKey}
      />
      <Select
        label={t('promotions.col.mode')}
        hint={t('promotions.modeHint')}
        options={PARTICIPATION_MODES.map((v) => ({ value: v, label: t(`promotions.modes.${v}`) }))}
        value={mode}
        onChange={(v) => setMode(v as ParticipationMode)}
      />
      <DatePicker mode="date" label={t('promotions.startDate')} value={startDate} onChange={setStartDate} />
      <Switch label={t('promotions.noExpiry')} checked={noExpiry} onChange={setNoExpiry} />
      {noExpiry ? null : (
        <DatePicker
          mode="date"
          label={t('promotions.endDate')}
          value={endDate}
          min={startDate}
          error={errors.endDate}
          onChange={setEndDate}
        />
      )}
      <CategoryChecks
        categories={categories}
        defaultLanguage={defaultLanguage}
        value={categoryIds}
        onChange={setCategoryIds}
      />
      <ImagesField
        images={images}
        onChange={setImages}
        onUploading={setUploading}
        onError={(message) => setErrors((e) => ({ ...e, form: message }))}
      />
      <RewardFields
        symbol={currency.symbol}
        reward={reward}
        onReward={setReward}
        rewardError={errors.reward}
        payout={payout}
        onPayout={setPayout}
        templateId={bonusTemplateId}
        onTemplateId={setBonusTemplateId}
        templateError={errors.bonusTemplateId}
      />
      <TextField label={t('promotions.sequence')} inputMode="numeric" value={sequence} onChange={setSequence} />
      <ContentFields
        value={text}
        onChange={setText}
        languages={languages}
        defaultLanguage={defaultLanguage}
        titleError={errors.title}
        maxLength={PROMOTION_HTML_MAX}
      />
    </FormDialog>
  );
}
