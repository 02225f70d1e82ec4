import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKitForm } from '../../../design-system/Form';
import { formatMinor } from '../../../design-system/Money/Money.format';
import { toast } from '../../../design-system/Toast';
import { channelDraftSchema, checkDraft, serverFieldErrors } from '../../../src/admin/channelChecks';
import {
  type ChannelDraft,
  createBody,
  DEFAULT_ICON,
  type DraftField,
  draftOf,
  emptyDraft,
  updateBody,
} from '../../../src/admin/channelDraft';
import { channelKeys, channelsApi } from '../../../src/admin/channelsApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { StaffChannel, StaffChannelList } from '../../../src/api/contract/adminChannels';
import type { ChannelKind } from '../../../src/api/contract/wallet.constants';
import { ApiError } from '../../../src/api/errors';
import { useChannelName } from './parts';

/** The form-level words when fields are in error (ours, or the server's). */
const FIX_FIELDS = `${ADMIN_NS}:channels.form.fixFields`;

/**
 * The channel form on the form kit (useKitForm, ADR 0018): the draft of src/admin/channelDraft.ts
 * as its values, checked with the server's own rules (src/admin/channelChecks.ts, as a Standard
 * Schema whose messages are i18n keys); what the server still refuses lands on its field, and the
 * first field in error takes the focus. Nothing typed is lost on an error. Two round trips: the
 * save, and loading someone else's newer version after a 409 finance.stale.
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
  const nameOf = useChannelName();
  const queryClient = useQueryClient();
  const digits = data.minorUnitDigits;
  const creating = channel === null;
  const firstKind: ChannelKind = data.kinds[0]?.kind ?? 'manual_bank';
  const schema = useMemo(() => channelDraftSchema(digits, creating), [digits, creating]);
  const kit = useKitForm<ChannelDraft>({
    defaultValues: channel ? draftOf(channel, digits) : emptyDraft(firstKind),
    schema,
    serverErrors: { 'finance.channel_code_taken': 'code' },
  });
  const { form } = kit;
  const [version, setVersion] = useState(channel?.updatedAt ?? '');
  const [stale, setStale] = useState(false);
  const [reloaded, setReloaded] = useState(false);
  const noticeRef = useRef<HTMLDivElement>(null);
  const formId = useId();
  const kind = form.watch('kind');
  const saving = form.formState.isSubmitting;
  const hasFieldErrors = Object.keys(form.formState.errors).length > 0;
  const lang = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const money = (minor: number) => `${data.currencySymbol}${formatMinor(minor, digits, lang, { decimals: digits })}`;

  // A notice that belongs to no field (someone else saved; the server failed) is brought into view;
  // a field in error has taken the focus instead.
  useEffect(() => {
    if (stale || (kit.formError && !hasFieldErrors)) noticeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [stale, kit.formError, hasFieldErrors]);

  /** The icon follows the kind until the editor picks one of their own. */
  const chooseKind = (next: ChannelKind) => {
    const { kind: previous, icon } = form.getValues();
    form.setValue('kind', next);
    if (icon === DEFAULT_ICON[previous]) form.setValue('icon', DEFAULT_ICON[next]);
  };

  /** Someone else saved meanwhile: show their version (what was typed here is replaced, on request). */
  const loadLatest = async () => {
    if (!channel) return;
    const fresh = await queryClient.fetchQuery({ queryKey: channelKeys.all, queryFn: channelsApi.list, staleTime: 0 });
    const latest = fresh.channels.find((c) => c.id === channel.id);
    if (!latest) return;
    form.reset(draftOf(latest, fresh.minorUnitDigits));
    setVersion(latest.updatedAt);
    kit.setFormError(null);
    setStale(false);
    setReloaded(true);
  };

  /** A refusal the kit's mapping does not cover: the stale notice, or a 400's fields on their fields. */
  const onFailure = (err: unknown) => {
    if (!(err instanceof ApiError)) return false;
    if (err.code === 'finance.stale') {
      setStale(true);
      return true;
    }
    if (err.code !== 'request.invalid') return false;
    const fields = serverFieldErrors(err.fields);
    const names = Object.keys(fields) as DraftField[];
    if (names.length === 0) return false;
    for (const name of names) form.setError(name, { type: 'server', message: fields[name] });
    kit.focusFirst(names);
    return true;
  };

  const save = async (draft: ChannelDraft) => {
    const checked = checkDraft(draft, digits, creating);
    if (!checked.ok) return; // The schema has just passed it.
    const saved = channel
      ? await channelsApi.update(channel.id, updateBody(draft, checked.value, version))
      : await channelsApi.create(createBody(draft, checked.value));
    toast.success(t(channel ? 'channels.form.saved' : 'channels.form.created', { name: nameOf(saved) }), {
      id: 'channel-saved',
    });
    await queryClient.invalidateQueries({ queryKey: channelKeys.all });
    onClose();
  };

  const submit = async (event?: FormEvent) => {
    if (form.formState.isSubmitting) return;
    setStale(false);
    setReloaded(false);
    await kit.handleSubmit(save, onFailure)(event);
    // Fields in error, found here or by the server: the form says so too.
    if (Object.keys(form.formState.errors).length > 0) kit.setFormError(FIX_FIELDS);
  };

  return {
    kit,
    form,
    kind,
    stale,
    reloaded,
    saving,
    creating,
    digits,
    noticeRef,
    formId,
    money,
    chooseKind,
    loadLatest,
    submit,
  };
}

export type ChannelFormState = ReturnType<typeof useChannelForm>;
