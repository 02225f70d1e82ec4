import { useQueryClient } from '@tanstack/react-query';
import { Send, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Panel } from '../../../design-system/Card';
import { DatePicker } from '../../../design-system/DatePicker';
import { FormAlert } from '../../../design-system/Form';
import { Columns, Stack } from '../../../design-system/Layout';
import { RichText } from '../../../design-system/RichText';
import { Select } from '../../../design-system/Select';
import { Text, TextButton } from '../../../design-system/Text';
import { TextAreaField } from '../../../design-system/TextAreaField';
import { TextField } from '../../../design-system/TextField';
import { toast } from '../../../design-system/Toast';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { inboxAdminApi, inboxAdminKeys } from '../../../src/admin/inboxApi';
import { SEGMENT_KINDS, type Segment, type SegmentKind } from '../../../src/api/contract/inbox';
import { ApiError, errorKey } from '../../../src/api/errors';

/** The second language of the composer (the brands' default is English). */
const TRANSLATION = 'zh-CN';

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

/**
 * Writes a message to one member or a segment (everyone, a VIP level, an agent's team, a list), now
 * or at a time, with a Chinese copy, and shows how the content reads (RichText, as the player sees it).
 */
export function Composer() {
  const { t } = useTranslation(ADMIN_NS);
  const client = useQueryClient();
  const [kind, setKind] = useState<SegmentKind>('member');
  const [target, setTarget] = useState('');
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [zhTitle, setZhTitle] = useState('');
  const [zhContent, setZhContent] = useState('');
  const [sendAt, setSendAt] = useState<Date | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const sent = await inboxAdminApi.send({
        title,
        content,
        segment: segmentOf(kind, target),
        translations: zhTitle && zhContent ? { [TRANSLATION]: { title: zhTitle, content: zhContent } } : {},
        ...(sendAt ? { sendAt: sendAt.getTime() } : {}),
      });
      toast.success(
        sent.status === 'scheduled' ? t('messages.scheduled') : t('messages.sent', { count: sent.recipients ?? 0 }),
      );
      setTitle('');
      setContent('');
      setZhTitle('');
      setZhContent('');
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
          <TextField label={t('messages.title')} value={title} onChange={setTitle} maxLength={120} required />
          <TextAreaField label={t('messages.content')} value={content} onChange={setContent} rows={5} required />
          <Columns columns={1} wideColumns={2} gap="md">
            <TextField label={t('messages.zhTitle')} value={zhTitle} onChange={setZhTitle} maxLength={120} optional />
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
          </Columns>
          <TextAreaField label={t('messages.zhContent')} value={zhContent} onChange={setZhContent} rows={3} optional />
          {content.trim() ? (
            <Stack gap="xs">
              <Text tone="muted" size="sm">
                {t('messages.preview')}
              </Text>
              <RichText html={content} />
            </Stack>
          ) : null}
          <FormAlert message={error} />
          <div>
            <Button type="submit" icon={<Send />} loading={busy} disabled={!title.trim() || !content.trim()}>
              {sendAt ? t('messages.schedule') : t('messages.send')}
            </Button>
          </div>
        </Stack>
      </form>
    </Panel>
  );
}
