import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../design-system/FormDialog';
import { Switch } from '../../../design-system/Switch';
import { TextField } from '../../../design-system/TextField';
import { toast } from '../../../design-system/Toast';
import { ContentFields, type ContentText, filledTranslations } from '../../../src/admin/ContentFields';
import { contentApi, contentKeys } from '../../../src/admin/contentApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { AdminHelpTopic } from '../../../src/api/contract/help';
import { ApiError } from '../../../src/api/errors';
import { useErrorMessage } from '../../../src/api/useErrorMessage';

const KEY = /^[a-z0-9-]{1,40}$/;

/** Create (`editing` null) or edit a help topic: key, order, active, and its content per language. */
export function HelpTopicEditor({
  editing,
  nextSequence,
  languages,
  defaultLanguage,
  onClose,
}: {
  editing: AdminHelpTopic | null;
  nextSequence: number;
  languages: readonly string[];
  defaultLanguage: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const [key, setKey] = useState(editing?.key ?? '');
  const [sequence, setSequence] = useState(String(editing?.sequence ?? nextSequence));
  const [active, setActive] = useState(editing?.active ?? true);
  const [text, setText] = useState<ContentText>({
    title: editing?.title ?? '',
    content: editing?.content ?? '',
    translations: editing?.translations ?? {},
  });
  const [errors, setErrors] = useState<{ key?: string; title?: string; form?: string }>({});
  const save = useMutation({
    mutationFn: () =>
      contentApi.saveHelpTopic(editing?.id ?? null, {
        key: key.trim() ? key.trim().toLowerCase() : null,
        title: text.title.trim(),
        content: text.content,
        translations: filledTranslations(text.translations),
        sequence: Math.max(0, Math.trunc(Number(sequence) || 0)),
        active,
      }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: contentKeys.helpTopics });
      toast.success(t('helpTopics.saved', { title: saved.title }), { id: 'help-topic-saved' });
      onClose();
    },
    onError: (err) =>
      setErrors(
        err instanceof ApiError && err.code === 'help.key_taken'
          ? { key: errorMessage(err) }
          : { form: errorMessage(err) },
      ),
  });
  const submit = () => {
    const next: typeof errors = {};
    if (key.trim() && !KEY.test(key.trim().toLowerCase())) next.key = t('helpTopics.keyRule');
    if (!text.title.trim()) next.title = t('content.required');
    setErrors(next);
    if (Object.keys(next).length === 0) return save.mutateAsync();
  };
  const busy = save.isPending;
  return (
    <FormDialog
      open
      onCancel={onClose}
      title={editing ? t('helpTopics.editTitle') : t('helpTopics.createTitle')}
      description={t('helpTopics.editorLead')}
      submitLabel={t('helpTopics.save')}
      cancelLabel={t('queue.cancel')}
      busy={busy}
      error={errors.form}
      onSubmit={submit}
    >
      <TextField
        label={t('helpTopics.key')}
        hint={t('helpTopics.keyRule')}
        optional
        value={key}
        error={errors.key}
        onChange={setKey}
      />
      <TextField label={t('helpTopics.sequence')} inputMode="numeric" value={sequence} onChange={setSequence} />
      <Switch label={t('helpTopics.active')} hint={t('helpTopics.activeHint')} checked={active} onChange={setActive} />
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
