import { useTranslation } from 'react-i18next';
import { Panel } from '../../../design-system/Card';
import { Stack } from '../../../design-system/Layout';
import { Switch } from '../../../design-system/Switch';
import { ADMIN_NS } from '../../../src/admin/i18n';
import { siteApi } from '../../../src/admin/siteApi';
import type { SiteSettings } from '../../../src/api/contract/adminSite';
import { MODULE_KEYS, type ModuleKey } from '../../../src/api/contract/modules.constants';
import { useSaveSettings } from './useSaveSettings';

/**
 * The module kill switches (ADR 0032): each switch is on while the module works. Turning one off
 * takes effect at once: its player routes answer "No permission or feature temporarily unavailable"
 * and the player site shows that message where the module is entered. Money already moving is untouched.
 */
export function ModulesPanel({ settings }: { settings: SiteSettings }) {
  const { t } = useTranslation(ADMIN_NS);
  const save = useSaveSettings(siteApi.modules, 'site.modules.saved');
  const off = new Set<ModuleKey>(save.isPending && save.variables ? save.variables.disabled : settings.disabledModules);
  const toggle = (module: ModuleKey, on: boolean) => {
    const next = new Set(off);
    if (on) next.delete(module);
    else next.add(module);
    save.mutate({ disabled: MODULE_KEYS.filter((m) => next.has(m)) });
  };
  return (
    <Panel title={t('site.modules.title')} description={t('site.modules.lead')}>
      <Stack gap="md">
        {MODULE_KEYS.map((module) => (
          <Switch
            key={module}
            label={t(`site.modules.names.${module.replace('.', '_')}`)}
            hint={t(`site.modules.hints.${module.startsWith('games.') ? 'games' : module}`)}
            checked={!off.has(module)}
            disabled={save.isPending}
            onChange={(on) => toggle(module, on)}
          />
        ))}
      </Stack>
    </Panel>
  );
}
