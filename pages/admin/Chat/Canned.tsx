import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Panel } from '../../../design-system/Card';
import { DataTable } from '../../../design-system/DataTable';
import { Inline, Stack } from '../../../design-system/Layout';
import { TextAreaField } from '../../../design-system/TextAreaField';
import { TextField } from '../../../design-system/TextField';
import { toast } from '../../../design-system/Toast';
import { chatApi, chatKeys } from '../../../src/admin/chatApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import type { CannedReply } from '../../../src/api/contract/chat';
import { useErrorMessage } from '../../../src/api/useErrorMessage';

/** The brand's canned replies: agents type "/" + the short code in the reply box. Every change is audited. */
export function Canned() {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const loadError = useLoadError();
  const [editing, setEditing] = useState<{ id: string | null; code: string; text: string }>({
    id: null,
    code: '',
    text: '',
  });
  const list = useQuery({ queryKey: chatKeys.canned, queryFn: chatApi.canned });
  const done = (key: string) => {
    toast.success(t(key), { id: 'canned' });
    setEditing({ id: null, code: '', text: '' });
    return queryClient.invalidateQueries({ queryKey: chatKeys.canned });
  };
  const save = useMutation({
    mutationFn: () => chatApi.saveCanned(editing.id, { code: editing.code, text: editing.text }),
    onSuccess: () => done('chat.cannedSaved'),
    onError: (err) => toast.error(errorMessage(err), { id: 'canned' }),
  });
  const remove = useMutation({
    mutationFn: (id: string) => chatApi.deleteCanned(id),
    onSuccess: () => done('chat.cannedDeleted'),
    onError: (err) => toast.error(errorMessage(err), { id: 'canned' }),
  });
  return (
    <Stack gap="lg">
      <Panel title={editing.id ? t('chat.cannedEdit') : t('chat.cannedAdd')} level={2}>
        <Stack gap="md">
          <TextField
            label={t('chat.cannedCode')}
            hint={t('chat.cannedCodeHint')}
            value={editing.code}
            maxLength={24}
            onChange={(code) => setEditing((e) => ({ ...e, code }))}
          />
          <TextAreaField
            label={t('chat.cannedText')}
            value={editing.text}
            onChange={(text) => setEditing((e) => ({ ...e, text }))}
          />
          <Inline gap="sm">
            <Button
              disabled={!editing.code.trim() || !editing.text.trim() || save.isPending}
              onPress={() => save.mutate()}
            >
              {t('chat.cannedSave')}
            </Button>
            {editing.id && (
              <Button variant="ghost" onPress={() => setEditing({ id: null, code: '', text: '' })}>
                {t('chat.cancel')}
              </Button>
            )}
          </Inline>
        </Stack>
      </Panel>
      <DataTable<CannedReply>
        caption={t('chat.cannedTitle')}
        rows={list.data}
        rowKey={(r) => r.id}
        rowLabel={(r) => r.code}
        loading={list.isPending}
        loadingLabel={t('chat.loading')}
        error={loadError(list)}
        empty={{ title: t('chat.cannedEmpty'), description: t('chat.cannedEmptyHint') }}
        columns={[
          { id: 'code', header: t('chat.cannedCode'), cell: (r) => `/${r.code}` },
          { id: 'text', header: t('chat.cannedText'), cell: (r) => r.text },
          {
            id: 'actions',
            header: t('chat.actions'),
            cell: (r) => (
              <Inline gap="xs">
                <Button
                  size="sm"
                  variant="secondary"
                  onPress={() => setEditing({ id: r.id, code: r.code, text: r.text })}
                >
                  {t('chat.edit')}
                </Button>
                <Button size="sm" variant="critical" onPress={() => remove.mutate(r.id)}>
                  {t('chat.delete')}
                </Button>
              </Inline>
            ),
          },
        ]}
      />
    </Stack>
  );
}
