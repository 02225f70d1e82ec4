import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../design-system/Button';
import { Card } from '../../../design-system/Card';
import { ColourField, type ContrastReading } from '../../../design-system/ColourField';
import { Columns, Inline } from '../../../design-system/Layout';
import { SectionHeader } from '../../../design-system/SectionHeader';
import { Select } from '../../../design-system/Select';
import { Text } from '../../../design-system/Text';
import { toast } from '../../../design-system/Toast';
import { brandAdminApi } from '../../../src/admin/brandApi';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { ThemeOverrides } from '../../../src/api/contract/system';
import { LOOK_FONTS, LOOK_RADII, THEME_OVERRIDE_KEYS } from '../../../src/api/contract/whitelabel';
import { useErrorMessage } from '../../../src/api/useErrorMessage';
import { aurum } from '../../../themes/brands/aurum/tokens';
import { verdant } from '../../../themes/brands/verdant/tokens';
import { type AccentRole, formatRatio, type Pair, ratioFor } from '../../../themes/contrast';
import type { ColorTokens } from '../../../themes/tokens';
import type { TabProps } from './types';

const TOKENS = { aurum, verdant } as const;
const HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
/** The WCAG pairs an accent takes part in (themes/contrast.ts, 4.5:1 for text on a fill). */
const PAIRS: Pair[] = [
  { fg: 'onBrandAccent', bg: 'brandAccent', min: 4.5 },
  { fg: 'onBrandAccent', bg: 'brandAccentHover', min: 4.5 },
];

/** Look: accent colours with a live contrast readout, the logo, the corner radius and the font. */
export function LookTab({ settings, onChange, errors, brand }: TabProps) {
  const { t } = useTranslation(ADMIN_NS);
  const message = useErrorMessage();
  const overrides = settings.themeOverrides ?? {};
  const look = settings.look ?? {};
  const tokens = TOKENS[brand as keyof typeof TOKENS] ?? aurum;
  const setOverride = (key: AccentRole, value: string) => {
    const next: ThemeOverrides = { ...overrides, [key]: value || undefined };
    if (!value) delete next[key];
    onChange({ ...settings, themeOverrides: next });
  };
  const setLook = (patch: Partial<typeof look>) => {
    const next = { ...look, ...patch };
    for (const k of Object.keys(next) as (keyof typeof next)[]) if (!next[k]) delete next[k];
    onChange({ ...settings, look: next });
  };
  const readings = (role: AccentRole): ContrastReading[] =>
    (['dark', 'light'] as const).flatMap((mode) => {
      const valid = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v && HEX.test(v)));
      const c = { ...tokens.color[mode], ...valid } as ColorTokens;
      return PAIRS.filter((p) => p.fg === role || p.bg === role).map((p) => ({
        label: t('brand.look.pair', {
          fg: t(`brand.look.roles.${p.fg}`),
          bg: t(`brand.look.roles.${p.bg}`),
          mode: t(`brand.look.modes.${mode}`),
        }),
        ratio: ratioFor(c, p),
        min: p.min,
      }));
    });
  const upload = useMutation({
    mutationFn: (file: File) => brandAdminApi.uploadLogo(file),
    onSuccess: ({ url }) => setLook({ logoUrl: url }),
    onError: (err) => toast.error(message(err)),
  });
  return (
    <>
      <Card padding="lg" gap="md">
        <SectionHeader title={t('brand.look.colours')} description={t('brand.look.coloursHint')} level={2} />
        <Columns columns={1} wideColumns={3} gap="md">
          {THEME_OVERRIDE_KEYS.map((key) => (
            <ColourField
              key={key}
              label={t(`brand.look.roles.${key}`)}
              pickerLabel={t('brand.look.picker', { label: t(`brand.look.roles.${key}`) })}
              hint={t(`brand.look.hints.${key}`)}
              placeholder={t('brand.look.brandOwn')}
              fallback={tokens.color.dark[key]}
              value={overrides[key] ?? ''}
              onChange={(v) => setOverride(key, v)}
              readings={readings(key)}
              formatReading={(r, passes) =>
                t(passes ? 'brand.look.passes' : 'brand.look.fails', {
                  label: r.label,
                  ratio: formatRatio(r.ratio),
                  min: r.min,
                })
              }
              error={errors[`themeOverrides.${key}`]}
            />
          ))}
        </Columns>
      </Card>
      <Card padding="lg" gap="md">
        <SectionHeader title={t('brand.look.logo')} description={t('brand.look.logoHint')} level={2} />
        {look.logoUrl ? (
          <img src={look.logoUrl} alt={t('brand.look.logoCurrent')} height={40} />
        ) : (
          <Text tone="muted" size="sm">
            {t('brand.look.logoNone')}
          </Text>
        )}
        <Inline gap="sm">
          <input
            type="file"
            accept=".svg,.png,image/svg+xml,image/png"
            aria-label={t('brand.look.logoUpload')}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) upload.mutate(file);
              e.target.value = '';
            }}
          />
          {look.logoUrl ? (
            <Button size="sm" variant="ghost" onPress={() => setLook({ logoUrl: undefined })}>
              {t('brand.look.logoRemove')}
            </Button>
          ) : null}
        </Inline>
      </Card>
      <Card padding="lg" gap="md">
        <SectionHeader title={t('brand.look.shape')} level={2} />
        <Columns columns={1} wideColumns={2} gap="md">
          <Select
            label={t('brand.look.radius')}
            hint={t('brand.look.radiusHint')}
            value={look.radius ?? ''}
            options={[
              { value: '', label: t('brand.look.brandOwn') },
              ...LOOK_RADII.map((r) => ({ value: r, label: t(`brand.look.radii.${r}`) })),
            ]}
            onChange={(v) => setLook({ radius: (v || undefined) as typeof look.radius })}
          />
          <Select
            label={t('brand.look.font')}
            hint={t('brand.look.fontHint')}
            value={look.font ?? ''}
            options={[
              { value: '', label: t('brand.look.brandOwn') },
              ...LOOK_FONTS.map((f) => ({ value: f, label: f === 'inter' ? 'Inter' : 'Nunito' })),
            ]}
            onChange={(v) => setLook({ font: (v || undefined) as typeof look.font })}
          />
        </Columns>
      </Card>
    </>
  );
}
