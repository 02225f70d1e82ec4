import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DatePicker } from '../../../design-system/DatePicker';
import { FormDialog } from '../../../design-system/FormDialog';
import { Select } from '../../../design-system/Select';
import { Switch } from '../../../design-system/Switch';
import { TextAreaField } from '../../../design-system/TextAreaField';
import { TextField } from '../../../design-system/TextField';
import { toast } from '../../../design-system/Toast';
import { ContentFields, type ContentText, filledTranslations } from '../../../src/admin/ContentFields';
import { contentApi, contentKeys } from '../../../src/admin/contentApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import {
  type AdminAnnouncement,
  type AdminAnnouncementInput,
  ANNOUNCEMENT_TARGETS,
  ANNOUNCEMENT_TYPES,
  type AnnouncementTarget,
  type AnnouncementType,
} from '../../../src/api/contract/announcements';
import { ApiError } from '../../../src/api/errors';
import { useErrorMessage } from '../../../src/api/useErrorMessage';

type Errors = Partial<Record<'title' | 'endAt' | 'targetVip' | 'members' | 'form', string>>;

/** Create (`editing` null: a draft) or edit an announcement: type, schedule, order, target and content. */
export function AnnouncementEditor({
  editing,
  languages,
  defaultLanguage,
  onClose,
}: {
  editing: AdminAnnouncement | null;
  languages: readonly string[];
  defaultLanguage: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const [type, setType] = useState<AnnouncementType>(editing?.type ?? 'PL');
  const [text, setText] = useState<ContentText>({
    title: editing?.title ?? '',
    content: editing?.content ?? '',
    translations: editing?.translations ?? {},
  });
  const [startAt, setStartAt] = useState<Date>(() => new Date(editing?.startAt ?? Date.now()));
  const [hasEnd, setHasEnd] = useState(!!editing?.endAt);
  const [endAt, setEndAt] = useState<Date | null>(editing?.endAt ? new Date(editing.endAt) : null);
  const [sequence, setSequence] = useState(String(editing?.sequence ?? 0));
  const [target, setTarget] = useState<AnnouncementTarget>(editing?.target ?? 'everyone');
  const [targetVip, setTargetVip] = useState(editing?.targetVip ?? '');
  const [members, setMembers] = useState((editing?.members ?? []).join('\n'));
  const [errors, setErrors] = useState<Errors>({});

  const save = useMutation({
    mutationFn: (input: AdminAnnouncementInput) =>
      editing ? contentApi.updateAnnouncement(editing.id, input) : contentApi.createAnnouncement(input),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: contentKeys.announcements });
      toast.success(t(editing ? 'announcements.saved' : 'announcements.created', { title: saved.title }), {
        id: 'announcement-saved',
      });
      onClose();
    },
    onError: (err) =>
      setErrors(
        err instanceof ApiError && err.code === 'announcement.unknown_members'
          ? { members: `${errorMessage(err)}: ${err.fields?.members ?? ''}` }
          : { form: errorMessage(err) },
      ),
  });

  const submit = () => {
    const next: Errors = {};
    const end = hasEnd ? endAt : null;
    const list = members.split(/[\s,]+/).filter(Boolean);
    if (!text.title.trim()) next.title = t('content.required');
    if (hasEnd && !end) next.endAt = t('content.required');
    if (end && end <= startAt) next.endAt = t('announcements.endAfterStart');
    if (target === 'vip' && !targetVip.trim()) next.targetVip = t('content.required');
    if (target === 'list' && list.length === 0) next.members = t('content.required');
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    return save.mutateAsync({
      type,
      title: text.title.trim(),
      content: text.content,
      translations: filledTranslations(text.translations),
      startAt: startAt.toISOString(),
      endAt: end ? end.toISOString() : null,
      sequence: Math.max(0, Math.trunc(Number(sequence) || 0)),
      target,
      targetVip: target === 'vip' ? targetVip.trim() : null,
      members: target === 'list' ? list : [],
    });
  };
  const busy = save.isPending;
  return (
    <FormDialog
      open
      onCancel={onClose}
      title={editing ? t('announcements.editTitle') : t('announcements.createTitle')}
      description={t('announcements.editorLead')}
      submitLabel={t('announcements.save')}
      cancelLabel={t('queue.cancel')}
      busy={busy}
      error={errors.form}
      onSubmit={submit}
    >
      <Select
        label={t('announcements.type')}
        options={ANNOUNCEMENT_TYPES.map((v) => ({ value: v, label: t(`announcements.types.${v}`) }))}
        value={type}
        onChange={(v) => setType(v as AnnouncementType)}
      />
      <TextField
        label={t('announcements.sequence')}
        hint={t('announcements.sequenceHint')}
        inputMode="numeric"
        value={sequence}
        onChange={setSequence}
      />
      <DatePicker mode="datetime" label={t('announcements.startAt')} value={startAt} onChange={setStartAt} />
      <Switch label={t('announcements.hasEnd')} checked={hasEnd} onChange={setHasEnd} />
      {hasEnd ? (
        <DatePicker
          mode="datetime"
          label={t('announcements.endAt')}
          value={endAt}
          min={startAt}
          error={errors.endAt}
          onChange={setEndAt}
        />
      ) : null}
      <Select
        label={t('announcements.target')}
        options={ANNOUNCEMENT_TARGETS.map((v) => ({ value: v, label: t(`announcements.targets.${v}`) }))}
        value={target}
        onChange={(v) => setTarget(v as AnnouncementTarget)}
      />
      {target === 'vip' ? (
        <TextField
          label={t('announcements.vipLevel')}
          hint={t('announcements.vipHint')}
          value={targetVip}
          error={errors.targetVip}
          onChange={setTargetVip}
        />
      ) : null}
      {target === 'list' ? (
        <TextAreaField
          label={t('announcements.members')}
          hint={t('announcements.membersHint')}
          value={members}
          rows={4}
          error={errors.members}
          onChange={setMembers}
        />
      ) : null}
      <ContentFields
        value={text}
        onChange={setText}
        languages={languages}
        defaultLanguage={defaultLanguage}
        titleError={errors.title}
        maxLength={20_000}
      />
    </FormDialog>
  );
}
