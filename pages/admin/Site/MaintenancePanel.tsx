import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Callout } from '../../../design-system/Callout';
import { Panel } from '../../../design-system/Card';
import { DatePicker } from '../../../design-system/DatePicker';
import { Inline, Stack } from '../../../design-system/Layout';
import { Switch } from '../../../design-system/Switch';
import { TextAreaField } from '../../../design-system/TextAreaField';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { siteApi } from '../../../src/admin/siteApi';
import { MAINTENANCE_MESSAGE_MAX, type SiteSettings } from '../../../src/api/contract/adminSite';
import { useSaveSettings } from './useSaveSettings';

/** The message per language as the form holds it (an empty copy is dropped on save). */
function messagesOf(s: SiteSettings): Record<string, string> {
  const m = s.maintenance.message;
  if (m === null) return {};
  return typeof m === 'string' ? { [s.defaultLanguage]: m } : m;
}

/**
 * Maintenance: on or off, the message players read (one copy per brand language; the default
 * language's is the fallback) and the expected end, shown to players in their own time zone. Staff
 * keep signing in and working while it is on.
 */
export function MaintenancePanel({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation(ADMIN_NS);
  const [on, setOn] = useState(settings.maintenance.on);
  const [messages, setMessages] = useState(() => messagesOf(settings));
  const [until, setUntil] = useState<Date | null>(
    settings.maintenance.until ? new Date(settings.maintenance.until) : null,
  );
  const [error, setError] = useState<string | undefined>();
  const save = useSaveSettings(siteApi.maintenance, 'site.maintenance.saved');
  const languages = [settings.defaultLanguage, ...settings.languages.filter((l) => l !== settings.defaultLanguage)];

  const submit = () => {
    const filled = Object.fromEntries(Object.entries(messages).filter(([, v]) => v.trim() !== ''));
    const others = Object.keys(filled).filter((l) => l !== settings.defaultLanguage);
    if (others.length > 0 && !filled[settings.defaultLanguage]) {
      setError(t('site.maintenance.defaultNeeded'));
      return;
    }
    setError(undefined);
    const message =
      Object.keys(filled).length === 0 ? null : others.length === 0 ? filled[settings.defaultLanguage]! : filled;
    save.mutate({ on, message, until: until ? until.toISOString() : null });
  };

  return (
    <Panel title={t('site.maintenance.title')} description={t('site.maintenance.lead')}>
      <Stack gap="lg">
        {settings.maintenance.env ? <Callout tone="caution">{t('site.maintenance.env')}</Callout> : null}
        <Switch label={t('site.maintenance.on')} hint={t('site.maintenance.onHint')} checked={on} onChange={setOn} />
        {languages.map((lang, i) => (
          <TextAreaField
            key={lang}
            label={t('site.maintenance.message', { lang })}
            hint={i === 0 ? t('site.maintenance.messageHint') : undefined}
            optional
            rows={2}
            maxLength={MAINTENANCE_MESSAGE_MAX}
            value={messages[lang] ?? ''}
            error={i === 0 ? error : undefined}
            onChange={(v) => setMessages((m) => ({ ...m, [lang]: v }))}
          />
        ))}
        <DatePicker
          mode="datetime"
          label={t('site.maintenance.until')}
          hint={t('site.maintenance.untilHint')}
          placeholder={t('site.maintenance.noEnd')}
          value={until}
          min={new Date()}
          onChange={setUntil}
          optional
        />
        <Inline gap="sm">
          {until ? (
            <Button variant="secondary" onPress={() => setUntil(null)}>
              {t('site.maintenance.clearEnd')}
            </Button>
          ) : null}
          <Button onPress={submit} loading={save.isPending}>
            {t('site.save')}
          </Button>
        </Inline>
      </Stack>
    </Panel>
  );
}
