import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor } from '../../../design-system/Money/Money.format';
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
  CHANNEL_LIMITS,
  isChannelFieldReason,
  SANDBOX_LIMITS,
} from '../../../src/api/contract/adminChannels.constants';
import type { ChannelKind } from '../../../src/api/contract/wallet.constants';
import { ApiError } from '../../../src/api/errors';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { useChannelName } from './parts';

export type Messages = Partial<Record<DraftField, string>>;

/**
 * The channel form's state and its two server round trips (save, and loading someone else's newer
 * version after a 409 finance.stale). Everything is checked first with the server's own rules
 * (src/admin/channelDraft.ts); what the server still refuses lands on its field, and the focus
 * moves to the first field in error. Nothing typed is lost on an error.
 */
export function useChannelForm({
  data,
  channel,
  onClose,
}: {
  data: StaffChannelList;
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

  const clearError = (field: DraftField) => {
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const set = <K extends keyof ChannelDraft>(key: K, value: ChannelDraft[K]) => {
    setDraft((d) => ({ ...d, [key]: value }));
    clearError(key);
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
    clearError('quick');
    document.getElementById(idOf('quick'))?.focus();
  };

  const typeQuick = (text: string) => {
    setQuickText(text);
    clearError('quick');
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

  /** Maps a refusal of the save onto the form (its field, the stale notice, or the form's alert). */
  const showSaveError = (err: unknown) => {
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
      showSaveError(err);
    } finally {
      setSaving(false);
    }
  };

  return {
    draft,
    errors,
    formError,
    stale,
    reloaded,
    saving,
    creating,
    quickText,
    noticeRef,
    formId,
    idOf,
    money,
    set,
    chooseKind,
    typeQuick,
    addQuickAmount,
    removeQuick,
    loadLatest,
    submit,
  };
}

export type ChannelFormState = ReturnType<typeof useChannelForm>;
