import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Send, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Panel } from '../../../design-system/Card';
import { DatePicker } from '../../../design-system/DatePicker';
import { FormAlert } from '../../../design-system/Form';
import { Columns, Stack } from '../../../design-system/Layout';
import { Select } from '../../../design-system/Select';
import { TextButton } from '../../../design-system/Text';
import { TextField } from '../../../design-system/TextField';
import { toast } from '../../../design-system/Toast';
import { ContentFields, type ContentText, filledTranslations } from '../../../src/admin/ContentFields';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { inboxAdminApi, inboxAdminKeys } from '../../../src/admin/inboxApi';
import { api } from '../../../src/api/client';
import { INBOX_CONTENT_MAX, SEGMENT_KINDS, type Segment, type SegmentKind } from '../../../src/api/contract/inbox';
import type { SiteConfig } from '../../../src/api/contract/system';
import { ApiError, errorKey } from '../../../src/api/errors';

const names = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((n) => n.trim().toLowerCase())
    .filter(Boolean);

function segmentOf(kind: SegmentKind, target: string): Segment {
  switch (kind) {
    case 'member':
      return { kind, username: target.trim().toLowerCase() };
    case 'list':
      return { kind, usernames: names(target) };
    case 'vip':
      return { kind, level: target.trim() };
    case 'team':
      return { kind, agent: target.trim().toLowerCase() };
    case 'all':
      return { kind };
  }
}

const EMPTY: ContentText = { title: '', content: '', translations: {} };

/**
 * Writes a message to one member or a segment (everyone, a VIP level, an agent's team, a list), now
 * or at a time, with a copy per brand language (the brand of this host: its site config), and shows
 * how each reads (the shared ContentFields: a tab per language with the player's preview).
 */
export function Composer() {
  const { t } = useTranslation(ADMIN_NS);
  const client = useQueryClient();
  const [kind, setKind] = useState<SegmentKind>('member');
  const [target, setTarget] = useState('');
  const [text, setText] = useState<ContentText>(EMPTY);
  const brand = useQuery({
    queryKey: ['admin', 'site-config'],
    queryFn: () => api<SiteConfig>('/system/config'),
    staleTime: 5 * 60_000,
  });
  const [sendAt, setSendAt] = useState<Date | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const sent = await inboxAdminApi.send({
        title: text.title,
        content: text.content,
        segment: segmentOf(kind, target),
        // A language tab left without both a title and content is no translation.
        translations: Object.fromEntries(
          Object.entries(filledTranslations(text.translations)).filter(([, copy]) => copy.content.trim() !== ''),
        ),
        ...(sendAt ? { sendAt: sendAt.getTime() } : {}),
      });
      toast.success(
        sent.status === 'scheduled' ? t('messages.scheduled') : t('messages.sent', { count: sent.recipients ?? 0 }),
      );
      setText(EMPTY);
      setSendAt(null);
      await client.invalidateQueries({ queryKey: inboxAdminKeys.broadcasts });
    } catch (err) {
      setError(errorKey(err instanceof ApiError ? err.code : 'unknown'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel title={t('messages.compose')} gap="lg">
      <form onSubmit={(e) => void submit(e)} aria-label={t('messages.compose')} noValidate>
        <Stack gap="md">
          <Columns columns={1} wideColumns={2} gap="md">
            <Select
              label={t('messages.to')}
              value={kind}
              onChange={(v) => setKind(v as SegmentKind)}
              options={SEGMENT_KINDS.map((k) => ({ value: k, label: t(`messages.segments.${k}`) }))}
            />
            {kind !== 'all' && (
              <TextField
                label={t(`messages.targets.${kind}`)}
                value={target}
                onChange={setTarget}
                autoComplete="off"
                maxLength={kind === 'list' ? 20_000 : 64}
                required
              />
            )}
          </Columns>
          <ContentFields
            value={text}
            onChange={setText}
            languages={brand.data?.languages ?? []}
            defaultLanguage={brand.data?.defaultLanguage ?? 'en'}
            maxLength={INBOX_CONTENT_MAX}
          />
          <Stack gap="xs">
            <DatePicker
              mode="datetime"
              label={t('messages.sendAt')}
              placeholder={t('messages.send')}
              value={sendAt}
              onChange={setSendAt}
              hint={t('messages.sendAtHint')}
              optional
            />
            {sendAt ? (
              <div>
                <TextButton icon={<X />} onPress={() => setSendAt(null)}>
                  {t('messages.clearSendAt')}
                </TextButton>
              </div>
            ) : null}
          </Stack>
          <FormAlert message={error} />
          <div>
            <Button type="submit" icon={<Send />} loading={busy} disabled={!text.title.trim() || !text.content.trim()}>
              {sendAt ? t('messages.schedule') : t('messages.send')}
            </Button>
          </div>
        </Stack>
      </form>
    </Panel>
  );
}
