import { UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { Stack } from '../../design-system/Layout';
import { pathOf } from '../routes/paths';

/**
 * Spec §6: a trial (free-play) account may not use the member features. The member pages show this
 * instead of their content: the reason in the spec's words and the way to a real account.
 */
export function TrialRefused() {
  const { t } = useTranslation('accounts');
  const { t: tCommon } = useTranslation();
  const navigate = useNavigate();
  return (
    <Stack flex="auto" justifyContent="center" padding="lg">
      <EmptyState
        variant="notAvailable"
        icon={UserRound}
        title={t('member.trialTitle')}
        description={tCommon('errors.auth.trial_refused')}
        action={<Button onPress={() => navigate(pathOf('register'))}>{t('member.register')}</Button>}
      />
    </Stack>
  );
}
