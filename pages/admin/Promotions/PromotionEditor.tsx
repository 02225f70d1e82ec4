import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp, ImagePlus, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Checkbox } from '../../../design-system/Checkbox';
import { DatePicker } from '../../../design-system/DatePicker';
import { FormDialog } from '../../../design-system/FormDialog';
import { IconButton } from '../../../design-system/IconButton';
import { Inline, Stack } from '../../../design-system/Layout';
import { Select } from '../../../design-system/Select';
import { Switch } from '../../../design-system/Switch';
import { Text } from '../../../design-system/Text';
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
  PROMOTION_IMAGES_MAX,
  type PromotionKey,
  REWARD_PAYOUTS,
  type RewardPayout,
} from '../../../src/api/contract/activities';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { parseDateValue, toDateValue } from '../../../src/i18n/dates';
import { parseStaffAmount } from '../../../src/rules/staffAmount';
import * as css from './Promotions.css';

type Errors = Partial<Record<'title' | 'endDate' | 'reward' | 'bonusTemplateId' | 'form', string>>;

/** Major units of `minor` as the field shows them ("88.00"), by string arithmetic. */
const majorText = (minor: number | null, digits: number) => {
  if (minor === null) return '';
  const s = String(minor).padStart(digits + 1, '0');
  return digits === 0 ? s : `${s.slice(0, -digits)}.${s.slice(-digits)}`;
};

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
  const fileRef = useRef<HTMLInputElement>(null);

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

  const move = (i: number, by: -1 | 1) =>
    setImages((list) => {
      const next = [...list];
      const [item] = next.splice(i, 1);
      next.splice(i + by, 0, item!);
      return next;
    });

  const upload = async (files: FileList | null) => {
    if (!files || files.length === 0) return;
    setUploading(true);
    try {
      for (const file of Array.from(files).slice(0, PROMOTION_IMAGES_MAX - images.length)) {
        const { url } = await activitiesAdminApi.uploadImage(file);
        setImages((list) => [...list, url]);
      }
    } catch (err) {
      setErrors((e) => ({ ...e, form: errorMessage(err) }));
    } finally {
      setUploading(false);
    }
  };

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
      <Switch label={t('promotions.enabled')} checked={enabled} onChange={setEnabled} />
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
      <fieldset className={css.fieldset}>
        <legend className={css.legend}>{t('promotions.categories')}</legend>
        {categories.length === 0 ? <Text tone="muted">{t('promotions.noCategories')}</Text> : null}
        {categories.map((c) => (
          <Checkbox
            key={c.id}
            label={c.names[defaultLanguage] ?? Object.values(c.names)[0]}
            checked={categoryIds.includes(c.id)}
            onChange={(on) => setCategoryIds((ids) => (on ? [...ids, c.id] : ids.filter((x) => x !== c.id)))}
          />
        ))}
      </fieldset>
      <Stack gap="sm">
        <Text weight="medium">{t('promotions.images')}</Text>
        <Text tone="muted" size="sm">
          {t('promotions.imagesHint')}
        </Text>
        <ol className={css.images}>
          {images.map((url, i) => (
            <li key={url} className={css.imageRow}>
              <img className={css.thumb} src={url} alt={t('promotions.imageAlt', { n: i + 1 })} />
              <span className={css.url}>{url}</span>
              <Inline gap="xs">
                <IconButton
                  label={t('promotions.imageUp', { n: i + 1 })}
                  disabled={i === 0}
                  onPress={() => move(i, -1)}
                >
                  <ArrowUp />
                </IconButton>
                <IconButton
                  label={t('promotions.imageDown', { n: i + 1 })}
                  disabled={i === images.length - 1}
                  onPress={() => move(i, 1)}
                >
                  <ArrowDown />
                </IconButton>
                <IconButton
                  label={t('promotions.imageRemove', { n: i + 1 })}
                  onPress={() => setImages((list) => list.filter((_, j) => j !== i))}
                >
                  <Trash2 />
                </IconButton>
              </Inline>
            </li>
          ))}
        </ol>
        {images.length < PROMOTION_IMAGES_MAX ? (
          <Inline>
            <Button
              variant="secondary"
              size="sm"
              icon={<ImagePlus />}
              loading={uploading}
              onPress={() => fileRef.current?.click()}
            >
              {t('promotions.upload')}
            </Button>
            <input
              ref={fileRef}
              className={css.fileInput}
              type="file"
              accept="image/png,image/jpeg,image/webp"
              tabIndex={-1}
              aria-label={t('promotions.upload')}
              onChange={(e) => {
                void upload(e.target.files);
                e.target.value = '';
              }}
            />
          </Inline>
        ) : null}
      </Stack>
      <TextField
        label={t('promotions.reward', { symbol: currency.symbol })}
        hint={t('promotions.rewardHint')}
        inputMode="decimal"
        optional
        value={reward}
        error={errors.reward}
        onChange={setReward}
      />
      <Select
        label={t('promotions.payout')}
        options={REWARD_PAYOUTS.map((v) => ({ value: v, label: t(`promotions.payouts.${v}`) }))}
        value={payout}
        onChange={(v) => setPayout(v as RewardPayout)}
      />
      {payout === 'bonus' ? (
        <TextField
          label={t('promotions.bonusTemplateId')}
          value={bonusTemplateId}
          error={errors.bonusTemplateId}
          onChange={setBonusTemplateId}
        />
      ) : null}
      <Select
        label={t('promotions.key')}
        hint={t('promotions.keyHint')}
        options={[
          { value: '', label: t('promotions.keys.none') },
          { value: 'REFERRAL', label: t('promotions.keys.REFERRAL') },
        ]}
        value={key}
        onChange={(v) => setKey(v as PromotionKey | '')}
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
