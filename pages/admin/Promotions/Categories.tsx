import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { ConfirmDialog } from '../../../design-system/ConfirmDialog';
import { type DataColumn, DataTable } from '../../../design-system/DataTable';
import { FormDialog } from '../../../design-system/FormDialog';
import { Inline, Stack } from '../../../design-system/Layout';
import { Text } from '../../../design-system/Text';
import { TextField } from '../../../design-system/TextField';
import { toast } from '../../../design-system/Toast';
import { activitiesAdminApi, activitiesAdminKeys } from '../../../src/admin/activitiesApi';
import { useStaff } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { useLoadError } from '../../../src/admin/LoadError';
import { staffMayCall } from '../../../src/api/contract/access';
import type { AdminCategory } from '../../../src/api/contract/activities';
import { useErrorMessage } from '../../../src/api/useErrorMessage';

/** Promotion categories: a name per brand language and an order; deleting one takes it off its promotions. */
export function Categories() {
  const { t } = useTranslation(ADMIN_NS);
  const staff = useStaff();
  const mayEdit = !!staff && staffMayCall(staff.role, 'POST /api/admin/activities/categories');
  const loadError = useLoadError();
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const list = useQuery({ queryKey: activitiesAdminKeys.categories, queryFn: activitiesAdminApi.categories });
  const promotions = useQuery({ queryKey: activitiesAdminKeys.promotions, queryFn: activitiesAdminApi.promotions });
  const [editing, setEditing] = useState<AdminCategory | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminCategory | null>(null);
  const languages = promotions.data?.languages ?? ['en'];
  const defaultLanguage = promotions.data?.defaultLanguage ?? 'en';
  const nameOf = (c: AdminCategory) => c.names[defaultLanguage] ?? Object.values(c.names)[0] ?? '';
  const columns = useMemo<DataColumn<AdminCategory>[]>(
    () => [
      {
        id: 'name',
        header: t('promotions.cats.col.name'),
        kind: 'lead',
        cell: (c) => (
          <Stack as="span" gap="xxs" minWidth={0}>
            <span>{c.names[defaultLanguage] ?? Object.values(c.names)[0]}</span>
            <Text tone="muted" size="sm" weight="regular">
              {Object.entries(c.names)
                .filter(([l]) => l !== defaultLanguage)
                .map(([l, n]) => `${l}: ${n}`)
                .join(' · ')}
            </Text>
          </Stack>
        ),
      },
      { id: 'sequence', header: t('promotions.sequence'), kind: 'end', cell: (c) => c.sequence },
      { id: 'promotions', header: t('promotions.cats.col.promotions'), kind: 'end', cell: (c) => c.promotions },
      {
        id: 'actions',
        header: t('promotions.col.actions'),
        kind: 'actions',
        cell: (c) =>
          mayEdit ? (
            <Inline gap="sm">
              <Button size="sm" variant="secondary" onPress={() => setEditing(c)}>
                {t('promotions.edit')}
                <Text visuallyHidden>{` ${c.names[defaultLanguage] ?? ''}`}</Text>
              </Button>
              <Button size="sm" variant="critical" onPress={() => setDeleting(c)}>
                {t('promotions.cats.delete')}
                <Text visuallyHidden>{` ${c.names[defaultLanguage] ?? ''}`}</Text>
              </Button>
            </Inline>
          ) : null,
      },
    ],
    [t, mayEdit, defaultLanguage],
  );
  return (
    <Stack gap="lg" minWidth={0}>
      {mayEdit ? (
        <Inline>
          <Button icon={<Plus />} onPress={() => setEditing('new')} disabled={!promotions.data}>
            {t('promotions.cats.new')}
          </Button>
        </Inline>
      ) : null}
      <DataTable<AdminCategory>
        layout="auto"
        caption={t('promotions.tabs.categories')}
        columns={columns}
        rows={list.data?.list}
        rowKey={(c) => String(c.id)}
        rowLabel={nameOf}
        loading={list.isPending}
        loadingLabel={t('promotions.loading')}
        busy={list.isFetching}
        error={loadError(list)}
        empty={{ title: t('promotions.cats.empty'), description: t('promotions.cats.emptyHint') }}
      />
      {editing ? (
        <CategoryEditor
          editing={editing === 'new' ? null : editing}
          languages={languages}
          defaultLanguage={defaultLanguage}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          onOpenChange={(o) => !o && setDeleting(null)}
          title={t('promotions.cats.deleteConfirm', { name: nameOf(deleting) })}
          message={t('promotions.cats.deleteLead')}
          confirmLabel={t('promotions.cats.delete')}
          tone="critical"
          onConfirm={async () => {
            try {
              await activitiesAdminApi.deleteCategory(deleting.id);
              await queryClient.invalidateQueries({ queryKey: activitiesAdminKeys.all });
              setDeleting(null);
            } catch (err) {
              toast.error(errorMessage(err), { id: 'category-deleted' });
            }
          }}
        />
      ) : null}
    </Stack>
  );
}

function CategoryEditor({
  editing,
  languages,
  defaultLanguage,
  onClose,
}: {
  editing: AdminCategory | null;
  languages: readonly string[];
  defaultLanguage: string;
  onClose: () => void;
}) {
  const { t } = useTranslation(ADMIN_NS);
  const queryClient = useQueryClient();
  const errorMessage = useErrorMessage();
  const ordered = [defaultLanguage, ...languages.filter((l) => l !== defaultLanguage)];
  const [names, setNames] = useState<Record<string, string>>(editing?.names ?? {});
  const [sequence, setSequence] = useState(String(editing?.sequence ?? 0));
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  return (
    <FormDialog
      open
      onCancel={onClose}
      title={editing ? t('promotions.cats.editTitle') : t('promotions.cats.createTitle')}
      submitLabel={t('promotions.save')}
      cancelLabel={t('queue.cancel')}
      error={formError}
      onSubmit={async () => {
        if (!names[defaultLanguage]?.trim()) {
          setError(t('content.required'));
          return;
        }
        const body = {
          names: Object.fromEntries(
            Object.entries(names)
              .filter(([, n]) => n.trim() !== '')
              .map(([l, n]) => [l, n.trim()]),
          ),
          sequence: Math.max(0, Math.trunc(Number(sequence) || 0)),
        };
        try {
          if (editing) await activitiesAdminApi.updateCategory(editing.id, body);
          else await activitiesAdminApi.createCategory(body);
          await queryClient.invalidateQueries({ queryKey: activitiesAdminKeys.all });
          onClose();
        } catch (err) {
          setFormError(errorMessage(err));
        }
      }}
    >
      {ordered.map((lang) => (
        <TextField
          key={lang}
          label={t('promotions.cats.name', { lang })}
          lang={lang}
          optional={lang !== defaultLanguage}
          maxLength={60}
          value={names[lang] ?? ''}
          error={lang === defaultLanguage ? error : undefined}
          onChange={(v) => setNames((n) => ({ ...n, [lang]: v }))}
        />
      ))}
      <TextField label={t('promotions.sequence')} inputMode="numeric" value={sequence} onChange={setSequence} />
    </FormDialog>
  );
}
