import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Card } from '../../../design-system/Card';
import { Columns, Inline, Stack } from '../../../design-system/Layout';
import { SectionHeader } from '../../../design-system/SectionHeader';
import { Select } from '../../../design-system/Select';
import { TextField } from '../../../design-system/TextField';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { copyIn, withCopy } from '../../../src/api/contract/localized';
import type { BrandSettings } from '../../../src/api/contract/system';
import { CS_TYPES, type CsType, DOWNLOAD_TYPES, SOCIAL_TYPES } from '../../../src/api/contract/whitelabel';
import type { TabProps } from './types';

/** Sets a link of a record, or removes it when the field is emptied (only configured links are stored). */
function setLink<K extends string>(links: Partial<Record<K, string>>, key: K, value: string) {
  const next = { ...links };
  if (value.trim()) next[key] = value.trim();
  else delete next[key];
  return next;
}

type Channel = BrandSettings['customerService'][number];

/** Links and channels: app downloads, social links, customer-service channels. */
export function LinksTab({ settings, onChange, errors }: TabProps) {
  const { t } = useTranslation(ADMIN_NS);
  const channels = settings.customerService;
  const { defaultLanguage } = settings;
  // One title field per offered language, the default first: editing one keeps the others' copies.
  const languages = [defaultLanguage, ...settings.languages.filter((l) => l !== defaultLanguage)];
  const setChannel = (i: number, patch: Partial<Channel>) =>
    onChange({ ...settings, customerService: channels.map((c, j) => (j === i ? { ...c, ...patch } : c)) });
  return (
    <>
      <Card padding="lg" gap="md">
        <SectionHeader title={t('brand.links.downloads')} description={t('brand.links.downloadsHint')} level={2} />
        <Columns columns={1} wideColumns={3} gap="md">
          {DOWNLOAD_TYPES.map((type) => (
            <TextField
              key={type}
              label={type}
              inputMode="url"
              value={settings.downloads[type] ?? ''}
              error={errors[`downloads.${type}`]}
              onChange={(v) => onChange({ ...settings, downloads: setLink(settings.downloads, type, v) })}
            />
          ))}
        </Columns>
      </Card>
      <Card padding="lg" gap="md">
        <SectionHeader title={t('brand.links.social')} description={t('brand.links.socialHint')} level={2} />
        <Columns columns={1} wideColumns={3} gap="md">
          {SOCIAL_TYPES.map((type) => (
            <TextField
              key={type}
              label={type}
              inputMode="url"
              value={settings.social[type] ?? ''}
              error={errors[`social.${type}`]}
              onChange={(v) => onChange({ ...settings, social: setLink(settings.social, type, v) })}
            />
          ))}
        </Columns>
      </Card>
      <Card padding="lg" gap="md">
        <SectionHeader title={t('brand.links.cs')} description={t('brand.links.csHint')} level={2} />
        {channels.map((c, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: channels have no id; their order is their identity
          <Stack key={i} gap="sm">
            <Columns columns={1} wideColumns={3} gap="md">
              <Select
                label={t('brand.links.csType')}
                value={c.csType}
                options={CS_TYPES.map((v) => ({ value: v, label: v }))}
                onChange={(v) => setChannel(i, { csType: v as CsType })}
              />
              {languages.map((lang) => (
                <TextField
                  key={lang}
                  label={t('brand.links.csTitleIn', { lang })}
                  value={copyIn(c.title, lang, defaultLanguage)}
                  error={errors[`customerService.${i}.title`] ?? errors[`customerService.${i}.title.${lang}`]}
                  onChange={(v) => setChannel(i, { title: withCopy(c.title, lang, v, defaultLanguage) })}
                />
              ))}
              <TextField
                label={t('brand.links.csUrl')}
                value={c.url}
                error={errors[`customerService.${i}.url`]}
                onChange={(v) => setChannel(i, { url: v.trim() })}
              />
            </Columns>
            <Inline>
              <Button
                size="sm"
                variant="ghost"
                onPress={() => onChange({ ...settings, customerService: channels.filter((_, j) => j !== i) })}
              >
                {t('brand.links.csRemove')}
              </Button>
            </Inline>
          </Stack>
        ))}
        <div>
          <Button
            size="sm"
            variant="secondary"
            disabled={channels.length >= 20}
            onPress={() =>
              onChange({
                ...settings,
                customerService: [...channels, { csType: 'LIVE_CHAT', title: t('brand.links.csNew'), url: 'https://' }],
              })
            }
          >
            {t('brand.links.csAdd')}
          </Button>
        </div>
      </Card>
    </>
  );
}
