import { useQueryClient } from '@tanstack/react-query';
import { Info, Plus, RefreshCw, TriangleAlert, X } from 'lucide-react';
import { type FormEvent, type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Dialog } from '../../../design-system/Dialog';
import { IconPicker } from '../../../design-system/IconPicker';
import { formatMinor } from '../../../design-system/Money/Money.format';
import { Select } from '../../../design-system/Select';
import { Switch } from '../../../design-system/Switch';
import { TextField } from '../../../design-system/TextField';
import { toast } from '../../../design-system/Toast';
import {
  addQuick,
  type ChannelDraft,
  checkDraft,
  createBody,
  DEFAULT_ICON,
  DRAFT_FIELD_ORDER,
  type DraftError,
  type DraftField,
  draftFieldOf,
  draftOf,
  emptyDraft,
  updateBody,
} from '../../../src/admin/channelDraft';
import { channelKeys, channelsApi } from '../../../src/admin/channelsApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { StaffChannel, StaffChannelList } from '../../../src/api/contract/adminChannels';
import {
  CHANNEL_ICONS,
  CHANNEL_LIMITS,
  isChannelFieldReason,
  MANUAL_BANK_LIMITS,
  SANDBOX_LIMITS,
} from '../../../src/api/contract/adminChannels.constants';
import type { ChannelKind } from '../../../src/api/contract/wallet.constants';
import { ApiError } from '../../../src/api/errors';
import * as css from '../shared/admin.css';
import { useErrorMessage } from '../shared/parts';
import * as own from './Channels.css';
import { pictureOf, useChannelName } from './parts';
import { TextAreaField } from './TextAreaField';

type Messages = Partial<Record<DraftField, string>>;

/**
 * Create or edit a deposit channel in a dialog. Everything is checked here first, with the server's
 * own rules (src/admin/channelDraft.ts); what the server still refuses lands on its field. Nothing
 * typed is lost on an error, and when someone else saved the channel meanwhile (409 finance.stale)
 * the form says so and offers their version instead of overwriting it.
 */
export function ChannelForm({
  data,
  channel,
  onClose,
}: {
  data: StaffChannelList;
  /** Null: a new channel. */
  channel: StaffChannel | null;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation(ADMIN_NS);
  const errorMessage = useErrorMessage();
  const nameOf = useChannelName();
  const queryClient = useQueryClient();
  const digits = data.minorUnitDigits;
  const creating = channel === null;
  const firstKind: ChannelKind = data.kinds[0]?.kind ?? 'manual_bank';
  const [draft, setDraft] = useState<ChannelDraft>(() => (channel ? draftOf(channel, digits) : emptyDraft(firstKind)));
  const [version, setVersion] = useState(channel?.updatedAt ?? '');
  const [errors, setErrors] = useState<Messages>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [stale, setStale] = useState(false);
  const [reloaded, setReloaded] = useState(false);
  const [saving, setSaving] = useState(false);
  const [quickText, setQuickText] = useState('');
  const noticeRef = useRef<HTMLDivElement>(null);
  const formId = useId();
  const idOf = (field: DraftField) => `${formId}-${field}`;
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const money = (minor: number) => `${data.currencySymbol}${formatMinor(minor, digits, lang, { decimals: digits })}`;

  useEffect(() => {
    if (formError || stale) noticeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [formError, stale]);

  const set = <K extends keyof ChannelDraft>(key: K, value: ChannelDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const messageOf = (field: DraftField, e: DraftError): string => {
    switch (e.reason) {
      case 'amountText':
        return t(`channels.fieldErrors.amountText.${e.amount}`, { digits });
      case 'secretLength':
        return t('channels.fieldErrors.secretLength', { min: SANDBOX_LIMITS.secretMin, max: SANDBOX_LIMITS.secretMax });
      case 'format':
        return field === 'code'
          ? t('channels.fieldErrors.codeFormat')
          : field === 'merchantId'
            ? t('channels.fieldErrors.merchantFormat')
            : t('channels.fieldErrors.format');
      case 'quickTooMany':
        return t('channels.fieldErrors.quickTooMany', { max: CHANNEL_LIMITS.quickMax });
      case 'sort':
        return t('channels.fieldErrors.sort', { min: CHANNEL_LIMITS.sortMin, max: CHANNEL_LIMITS.sortMax });
      default:
        return t(`channels.fieldErrors.${e.reason}`);
    }
  };

  /** Shows the messages and moves the focus to the first field in error. */
  const showErrors = (next: Messages) => {
    setErrors(next);
    const first = DRAFT_FIELD_ORDER.find((f) => next[f]);
    if (first) requestAnimationFrame(() => document.getElementById(idOf(first))?.focus());
  };

  const addQuickAmount = () => {
    const result = addQuick(draft, quickText, digits);
    if (!result.ok) {
      setErrors((e) => ({ ...e, quick: messageOf('quick', result.error) }));
      return;
    }
    setDraft((d) => ({ ...d, quick: result.quick }));
    setErrors((e) => ({ ...e, quick: undefined }));
    setQuickText('');
  };

  const removeQuick = (minor: number) => {
    setDraft((d) => ({ ...d, quick: d.quick.filter((q) => q !== minor) }));
    if (errors.quick) setErrors((e) => ({ ...e, quick: undefined }));
    document.getElementById(idOf('quick'))?.focus();
  };

  const chooseKind = (kind: ChannelKind) => {
    // The icon follows the kind until the editor picks one of their own.
    setDraft((d) => ({ ...d, kind, icon: d.icon === DEFAULT_ICON[d.kind] ? DEFAULT_ICON[kind] : d.icon }));
  };

  /** Someone else saved meanwhile: show their version (what was typed here is replaced, on request). */
  const loadLatest = async () => {
    if (!channel) return;
    const fresh = await queryClient.fetchQuery({ queryKey: channelKeys.all, queryFn: channelsApi.list, staleTime: 0 });
    const latest = fresh.channels.find((c) => c.id === channel.id);
    if (!latest) return;
    setDraft(draftOf(latest, fresh.minorUnitDigits));
    setVersion(latest.updatedAt);
    setErrors({});
    setFormError(null);
    setStale(false);
    setReloaded(true);
  };

  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (saving) return;
    setFormError(null);
    setStale(false);
    setReloaded(false);
    const checked = checkDraft(draft, digits, creating);
    if (!checked.ok) {
      const next: Messages = {};
      for (const [field, error] of Object.entries(checked.errors) as [DraftField, DraftError][]) {
        next[field] = messageOf(field, error);
      }
      showErrors(next);
      setFormError(t('channels.form.fixFields'));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      const saved = channel
        ? await channelsApi.update(channel.id, updateBody(draft, checked.value, version))
        : await channelsApi.create(createBody(draft, checked.value));
      toast.success(t(channel ? 'channels.form.saved' : 'channels.form.created', { name: nameOf(saved) }), {
        id: 'channel-saved',
      });
      await queryClient.invalidateQueries({ queryKey: channelKeys.all });
      onClose();
    } catch (err) {
      const code = err instanceof ApiError ? err.code : '';
      if (code === 'finance.stale') {
        setStale(true);
      } else if (code === 'finance.channel_code_taken') {
        showErrors({ code: errorMessage(err) });
        setFormError(t('channels.form.fixFields'));
      } else if (code === 'request.invalid' && err instanceof ApiError && Object.keys(err.fields).length > 0) {
        const next: Messages = {};
        for (const [key, reason] of Object.entries(err.fields)) {
          const field = draftFieldOf(key);
          if (field) next[field] ??= messageOf(field, { reason: isChannelFieldReason(reason) ? reason : 'format' });
        }
        showErrors(next);
        setFormError(Object.keys(next).length > 0 ? t('channels.form.fixFields') : errorMessage(err));
      } else {
        setFormError(errorMessage(err));
      }
    } finally {
      setSaving(false);
    }
  };

  const kindInfo = data.kinds.find((k) => k.kind === draft.kind);
  const onQuickKey = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      addQuickAmount();
    }
  };
  const amountHint = t('channels.form.description', { symbol: data.currencySymbol, digits });

  return (
    <Dialog
      open
      onOpenChange={(open) => !open && !saving && onClose()}
      dismissible={!saving}
      title={channel ? t('channels.form.editTitle', { name: nameOf(channel) }) : t('channels.form.createTitle')}
      description={amountHint}
      footer={
        <>
          <Button variant="secondary" disabled={saving} onPress={onClose}>
            {t('channels.form.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={saving}>
            {channel ? t('channels.form.save') : t('channels.form.create')}
          </Button>
        </>
      }
    >
      <form id={formId} className={own.form} onSubmit={submit} noValidate>
        {reloaded ? (
          <div className={css.notice.caution} role="status">
            <Info className={css.noticeIcon} aria-hidden="true" />
            <span className={css.noticeText}>{t('channels.form.reloaded')}</span>
          </div>
        ) : null}

        <div className={own.section}>
          {creating ? (
            <>
              <Select
                id={idOf('kind')}
                label={t('channels.form.kind')}
                value={draft.kind}
                onChange={(v) => chooseKind(v as ChannelKind)}
                options={data.kinds.map((k) => ({ value: k.kind, label: t(`channels.kinds.${k.kind}`) }))}
                hint={kindInfo ? t(`channels.kindHints.${kindInfo.kind}`) : undefined}
                error={errors.kind}
              />
              <TextField
                id={idOf('code')}
                label={t('channels.form.code')}
                hint={t('channels.form.codeHint')}
                value={draft.code}
                maxLength={32}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                error={errors.code}
                onChange={(v) => set('code', v)}
              />
            </>
          ) : (
            <div className={own.twoColumns}>
              <div className={own.readOnlyValue}>
                <span className={own.label}>{t('channels.form.kind')}</span>
                <span>{t(`channels.kinds.${draft.kind}`)}</span>
              </div>
              <div className={own.readOnlyValue}>
                <span className={own.label}>{t('channels.form.code')}</span>
                <span className={css.mono}>{draft.code}</span>
              </div>
            </div>
          )}
          <TextField
            id={idOf('nameEn')}
            label={t('channels.form.nameEn')}
            hint={t('channels.form.nameHint', { max: CHANNEL_LIMITS.nameMax })}
            value={draft.nameEn}
            maxLength={CHANNEL_LIMITS.nameMax + 10}
            autoComplete="off"
            lang="en"
            error={errors.nameEn}
            onChange={(v) => set('nameEn', v)}
          />
          <TextField
            id={idOf('nameZh')}
            label={t('channels.form.nameZh')}
            hint={t('channels.form.nameHint', { max: CHANNEL_LIMITS.nameMax })}
            value={draft.nameZh}
            maxLength={CHANNEL_LIMITS.nameMax + 10}
            autoComplete="off"
            lang="zh-CN"
            error={errors.nameZh}
            onChange={(v) => set('nameZh', v)}
          />
          <IconPicker
            id={idOf('icon')}
            label={t('channels.form.icon')}
            hint={t('channels.form.iconHint')}
            options={CHANNEL_ICONS.map((icon) => {
              const Picture = pictureOf(icon);
              return { value: icon, label: t(`channels.icons.${icon}`), icon: <Picture /> };
            })}
            value={draft.icon}
            error={errors.icon}
            onChange={(icon) => set('icon', icon)}
          />
        </div>

        <div className={own.section}>
          <div className={own.twoColumns}>
            <TextField
              id={idOf('min')}
              label={t('channels.form.min')}
              prefix={data.currencySymbol}
              inputMode="decimal"
              autoComplete="off"
              value={draft.min}
              error={errors.min}
              onChange={(v) => set('min', v)}
            />
            <TextField
              id={idOf('max')}
              label={t('channels.form.max')}
              prefix={data.currencySymbol}
              inputMode="decimal"
              autoComplete="off"
              value={draft.max}
              error={errors.max}
              onChange={(v) => set('max', v)}
            />
          </div>
          <TextField
            id={idOf('quick')}
            label={t('channels.form.quickInput')}
            prefix={data.currencySymbol}
            suffix={
              <button type="button" className={own.addButton} onClick={addQuickAmount}>
                <Plus aria-hidden="true" />
                {t('channels.form.quickAdd')}
              </button>
            }
            inputMode="decimal"
            enterKeyHint="done"
            autoComplete="off"
            value={quickText}
            error={errors.quick}
            hint={t('channels.form.quickHint', { max: CHANNEL_LIMITS.quickMax })}
            onKeyDown={onQuickKey}
            onChange={(v) => {
              setQuickText(v);
              if (errors.quick) setErrors((x) => ({ ...x, quick: undefined }));
            }}
          />
          {draft.quick.length > 0 ? (
            <ul className={own.chips} aria-label={t('channels.form.quickList')}>
              {draft.quick.map((q) => (
                <li key={q} className={own.chip}>
                  <span>{money(q)}</span>
                  <button
                    type="button"
                    className={own.chipRemove}
                    aria-label={t('channels.form.quickRemove', { amount: money(q) })}
                    onClick={() => removeQuick(q)}
                  >
                    <X aria-hidden="true" />
                  </button>
                </li>
              ))}
            </ul>
          ) : (
            <p className={own.hint}>{t('channels.form.quickNone')}</p>
          )}
        </div>

        <div className={own.section}>
          <Switch
            id={idOf('enabled')}
            label={t('channels.form.enabled')}
            hint={t('channels.form.enabledHint')}
            checked={draft.enabled}
            onChange={(on) => set('enabled', on)}
          />
          <TextField
            id={idOf('sort')}
            label={t('channels.form.sort')}
            hint={t('channels.form.sortHint', { min: CHANNEL_LIMITS.sortMin, max: CHANNEL_LIMITS.sortMax })}
            inputMode="numeric"
            autoComplete="off"
            value={draft.sort}
            maxLength={5}
            error={errors.sort}
            onChange={(v) => set('sort', v)}
          />
        </div>

        {draft.kind === 'manual_bank' ? (
          <div className={own.section}>
            <fieldset className={own.group}>
              <legend className={own.sectionTitle}>{t('channels.form.bankSettings')}</legend>
              <p className={own.hint}>{t('channels.form.bankSettingsHint')}</p>
              <TextField
                id={idOf('bankName')}
                label={t('channels.form.bankName')}
                value={draft.bankName}
                maxLength={MANUAL_BANK_LIMITS.bankName + 10}
                autoComplete="off"
                error={errors.bankName}
                onChange={(v) => set('bankName', v)}
              />
              <TextField
                id={idOf('accountName')}
                label={t('channels.form.accountName')}
                value={draft.accountName}
                maxLength={MANUAL_BANK_LIMITS.accountName + 10}
                autoComplete="off"
                error={errors.accountName}
                onChange={(v) => set('accountName', v)}
              />
              <TextField
                id={idOf('accountNumber')}
                label={t('channels.form.accountNumber')}
                value={draft.accountNumber}
                maxLength={MANUAL_BANK_LIMITS.accountNumber + 10}
                autoComplete="off"
                spellCheck={false}
                error={errors.accountNumber}
                onChange={(v) => set('accountNumber', v)}
              />
              <TextField
                id={idOf('branch')}
                label={t('channels.form.branch')}
                optional
                value={draft.branch}
                maxLength={MANUAL_BANK_LIMITS.branch + 10}
                autoComplete="off"
                error={errors.branch}
                onChange={(v) => set('branch', v)}
              />
              <TextAreaField
                id={idOf('instructionsEn')}
                label={t('channels.form.instructionsEn')}
                optional
                hint={t('channels.form.instructionsHint', { max: MANUAL_BANK_LIMITS.instructions })}
                value={draft.instructionsEn}
                maxLength={MANUAL_BANK_LIMITS.instructions + 10}
                rows={3}
                lang="en"
                error={errors.instructionsEn}
                onChange={(v) => set('instructionsEn', v)}
              />
              <TextAreaField
                id={idOf('instructionsZh')}
                label={t('channels.form.instructionsZh')}
                optional
                hint={t('channels.form.instructionsHint', { max: MANUAL_BANK_LIMITS.instructions })}
                value={draft.instructionsZh}
                maxLength={MANUAL_BANK_LIMITS.instructions + 10}
                rows={3}
                lang="zh-CN"
                error={errors.instructionsZh}
                onChange={(v) => set('instructionsZh', v)}
              />
            </fieldset>
          </div>
        ) : (
          <div className={own.section}>
            <fieldset className={own.group}>
              <legend className={own.sectionTitle}>{t('channels.form.gatewaySettings')}</legend>
              <p className={own.hint}>{t('channels.form.gatewaySettingsHint')}</p>
              <TextField
                id={idOf('merchantId')}
                label={t('channels.form.merchantId')}
                hint={t('channels.form.merchantIdHint')}
                value={draft.merchantId}
                maxLength={50}
                autoComplete="off"
                autoCapitalize="none"
                spellCheck={false}
                error={errors.merchantId}
                onChange={(v) => set('merchantId', v)}
              />
              <TextField
                id={idOf('secret')}
                label={t('channels.form.secret')}
                type="password"
                optional={!creating && channel?.config.secretSet === true}
                hint={
                  !creating && channel?.config.secretSet === true
                    ? t('channels.form.secretKeepHint', {
                        min: SANDBOX_LIMITS.secretMin,
                        max: SANDBOX_LIMITS.secretMax,
                      })
                    : t('channels.form.secretHint', { min: SANDBOX_LIMITS.secretMin, max: SANDBOX_LIMITS.secretMax })
                }
                value={draft.secret}
                maxLength={SANDBOX_LIMITS.secretMax + 10}
                autoComplete="new-password"
                spellCheck={false}
                error={errors.secret}
                onChange={(v) => set('secret', v)}
              />
            </fieldset>
          </div>
        )}

        {stale ? (
          <div className={css.notice.critical} role="alert" ref={noticeRef}>
            <TriangleAlert className={css.noticeIcon} aria-hidden="true" />
            <div className={css.noticeText}>
              <span>{t('channels.form.stale')}</span>
              <div>
                <Button variant="secondary" size="sm" icon={<RefreshCw />} onPress={() => void loadLatest()}>
                  {t('channels.form.reload')}
                </Button>
              </div>
            </div>
          </div>
        ) : formError ? (
          <div className={css.notice.critical} role="alert" ref={noticeRef}>
            <TriangleAlert className={css.noticeIcon} aria-hidden="true" />
            <span className={css.noticeText}>{formError}</span>
          </div>
        ) : null}
      </form>
    </Dialog>
  );
}
