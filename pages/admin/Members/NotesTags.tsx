import { useMutation, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { KeyValueList } from '../../../design-system/KeyValueList';
import { Inline, Stack } from '../../../design-system/Layout';
import { SectionHeader } from '../../../design-system/SectionHeader';
import { TextAreaField } from '../../../design-system/TextAreaField';
import { TextField } from '../../../design-system/TextField';
import { useDateTime, useStaff } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { membersApi, membersKeys } from '../../../src/admin/membersApi';
import { staffMayCall } from '../../../src/api/contract/access';
import { MEMBER_NOTE_MAX, MEMBER_TAG_MAX, type MemberProfile } from '../../../src/api/contract/adminMembers';
import { useErrorMessage } from '../../../src/api/useErrorMessage';

/** Staff notes (author and time, never edited) and tags (add, remove), both audited. */
export function NotesTags({ profile: p }: { profile: MemberProfile }) {
  const { t } = useTranslation(ADMIN_NS);
  const staff = useStaff();
  const dateTime = useDateTime();
  const errorMessage = useErrorMessage();
  const queryClient = useQueryClient();
  const may = !!staff && staffMayCall(staff.role, 'POST /api/admin/members/:id/notes');
  const [note, setNote] = useState('');
  const [tag, setTag] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: membersKeys.member(p.id) });
  const addNote = useMutation({ mutationFn: (body: string) => membersApi.addNote(p.id, body), onSuccess: refresh });
  const tags = useMutation({
    mutationFn: ({ add, value }: { add: boolean; value: string }) =>
      add ? membersApi.addTag(p.id, value) : membersApi.removeTag(p.id, value),
    onSuccess: refresh,
  });
  const submitNote = (e: FormEvent) => {
    e.preventDefault();
    if (note.trim()) addNote.mutate(note.trim(), { onSuccess: () => setNote('') });
  };
  const submitTag = (e: FormEvent) => {
    e.preventDefault();
    if (tag.trim()) tags.mutate({ add: true, value: tag.trim() }, { onSuccess: () => setTag('') });
  };
  return (
    <Stack gap="xl" minWidth={0}>
      <Stack gap="sm">
        <SectionHeader title={t('members.notes.tags')} level={3} />
        <Inline gap="sm">
          {p.tags.length === 0 ? t('members.notes.noTags') : null}
          {p.tags.map((x) => (
            <Button
              key={x}
              size="sm"
              variant="secondary"
              icon={may ? <X /> : undefined}
              disabled={!may || tags.isPending}
              aria-label={t('members.notes.removeTag', { tag: x })}
              onPress={() => tags.mutate({ add: false, value: x })}
            >
              {x}
            </Button>
          ))}
        </Inline>
        {may ? (
          <form onSubmit={submitTag} aria-label={t('members.notes.addTag')} noValidate>
            <Inline gap="sm" align="end">
              <TextField
                label={t('members.notes.tag')}
                value={tag}
                maxLength={MEMBER_TAG_MAX}
                onChange={setTag}
                error={tags.error ? errorMessage(tags.error) : null}
              />
              <Button type="submit" variant="secondary" loading={tags.isPending}>
                {t('members.notes.addTag')}
              </Button>
            </Inline>
          </form>
        ) : null}
      </Stack>
      <Stack gap="sm">
        <SectionHeader title={t('members.notes.title')} level={3} />
        {may ? (
          <form onSubmit={submitNote} aria-label={t('members.notes.add')} noValidate>
            <Stack gap="sm">
              <TextAreaField
                label={t('members.notes.note')}
                value={note}
                maxLength={MEMBER_NOTE_MAX}
                onChange={setNote}
                error={addNote.error ? errorMessage(addNote.error) : null}
              />
              <Inline>
                <Button type="submit" loading={addNote.isPending}>
                  {t('members.notes.add')}
                </Button>
              </Inline>
            </Stack>
          </form>
        ) : null}
        <KeyValueList
          divided
          items={
            p.notes.length
              ? p.notes.map((n) => ({
                  id: String(n.id),
                  label: `${n.author} · ${dateTime(n.createdAt)}`,
                  value: n.body,
                }))
              : [{ id: 'none', label: t('members.notes.none'), value: '' }]
          }
        />
      </Stack>
    </Stack>
  );
}
