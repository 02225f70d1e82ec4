import { Ban, Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { Stack } from '../../design-system/Layout';
import { HOME, type RouteDef } from '../../src/routes/table';

/** The honest page for a registered route whose real page belongs to a later milestone. */
export function Unavailable({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack flex="fill" justifyContent="center" gap="none" padding="lg" data-route={route.key}>
      <EmptyState
        variant="notAvailable"
        icon={Construction}
        title={t('unavailable.title', { page: t(route.titleKey) })}
        description={t('unavailable.description')}
        action={
          <Button variant="secondary" onPress={() => navigate(HOME)}>
            {t('unavailable.home')}
          </Button>
        }
      />
    </Stack>
  );
}

/**
 * The page of a module the operator switched off (ADR 0032): the spec's "No permission or feature
 * temporarily unavailable", where the module is entered (a menu entry, a lobby tile, a link).
 */
export function FeatureOff({ route }: { route: RouteDef }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack flex="fill" justifyContent="center" gap="none" padding="lg" data-route={route.key} data-feature-off>
      <EmptyState
        variant="notAvailable"
        icon={Ban}
        title={t(route.titleKey)}
        description={t('errors.feature.unavailable')}
        action={
          <Button variant="secondary" onPress={() => navigate(HOME)}>
            {t('unavailable.home')}
          </Button>
        }
      />
    </Stack>
  );
}
