import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Panel } from '../../../design-system/Card';
import { Inline, Stack } from '../../../design-system/Layout';
import { Text } from '../../../design-system/Text';
import { TextAreaField } from '../../../design-system/TextAreaField';
import { TextField } from '../../../design-system/TextField';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { siteApi } from '../../../src/admin/siteApi';
import type { SiteSettings } from '../../../src/api/contract/adminSite';
import { useSaveSettings } from './useSaveSettings';

const split = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((s) => s.trim())
    .filter((s) => s !== '');

/**
 * Region restriction: the countries whose players see the "IP or location blocked" screen (added to
 * BLOCKED_COUNTRIES, which always applies), and the addresses that pass even from such a country.
 * The server checks every code and range and names the bad ones.
 */
export function RegionPanel({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation(ADMIN_NS);
  const [countries, setCountries] = useState(settings.region.blockedCountries.join(', '));
  const [addresses, setAddresses] = useState(settings.region.allowedAddresses.join('\n'));
  const save = useSaveSettings(siteApi.region, 'site.region.saved');
  const env = settings.region.envBlockedCountries;
  return (
    <Panel title={t('site.region.title')} description={t('site.region.lead')}>
      <Stack gap="lg">
        {env.length > 0 ? (
          <Text tone="muted" size="sm">
            {t('site.region.env', { list: env.join(', ') })}
          </Text>
        ) : null}
        <TextField
          label={t('site.region.countries')}
          hint={t('site.region.countriesHint')}
          autoComplete="off"
          value={countries}
          onChange={setCountries}
        />
        <TextAreaField
          label={t('site.region.addresses')}
          hint={t('site.region.addressesHint')}
          rows={4}
          value={addresses}
          onChange={setAddresses}
        />
        <Inline>
          <Button
            loading={save.isPending}
            onPress={() =>
              save.mutate({
                blockedCountries: split(countries).map((c) => c.toUpperCase()),
                allowedAddresses: split(addresses),
              })
            }
          >
            {t('site.save')}
          </Button>
        </Inline>
      </Stack>
    </Panel>
  );
}
