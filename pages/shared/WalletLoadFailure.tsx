import { LogIn } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { ApiError } from '../../src/api/errors';
import { HOME } from '../../src/routes/table';
import * as layout from '../layout.css';
import { useErrorMessage } from './AccountFields';

export interface WalletLoadFailureProps {
  /** The failed query of the page (its first load). */
  query: { error: unknown; isFetching: boolean; refetch: () => unknown };
  /** Translated: the button back to home, the failure title and the retry button. */
  homeLabel: string;
  failedTitle: string;
  retryLabel: string;
}

/**
 * A money page (deposit, withdraw) that could not load: a trial or test account is told why, in the
 * server's words, and offered home; any other failure offers a retry.
 */
export function WalletLoadFailure({ query, homeLabel, failedTitle, retryLabel }: WalletLoadFailureProps) {
  const navigate = useNavigate();
  const messageOf = useErrorMessage();
  const code = query.error instanceof ApiError ? query.error.code : '';
  const refused = code === 'auth.trial_refused' || code === 'auth.real_account_required';
  return (
    <div className={layout.stack}>
      {refused ? (
        <EmptyState
          variant="notAvailable"
          icon={LogIn}
          title={messageOf(query.error)}
          action={<Button onPress={() => navigate(HOME)}>{homeLabel}</Button>}
        />
      ) : (
        <EmptyState
          variant="error"
          title={failedTitle}
          description={messageOf(query.error)}
          action={
            <Button variant="secondary" loading={query.isFetching} onPress={() => void query.refetch()}>
              {retryLabel}
            </Button>
          }
        />
      )}
    </div>
  );
}
