import { LogIn } from 'lucide-react';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { ErrorState } from '../ErrorState';

export interface LoadFailureProps {
  /**
   * The server refused this account the page (a free-play or test account on a money page): the
   * message says why and the way out is `onHome`. Otherwise the load failed and `onRetry` tries again.
   */
  refused: boolean;
  /** The server's reason, translated. */
  message: string;
  /** Translated: the failure title (shown when not refused). */
  failedTitle: string;
  /** Translated: the button back to the start (shown when refused). */
  homeLabel: string;
  /** Translated: the retry button (shown when not refused). */
  retryLabel: string;
  onHome: () => void;
  onRetry: () => void;
  /** The retry is running: its button spins. */
  retrying?: boolean;
  className?: string;
}

/**
 * A page whose first load failed. A refusal (the account may not use the page) is told in the
 * server's words with a way home; any other failure is an error with a retry.
 */
export function LoadFailure({
  refused,
  message,
  failedTitle,
  homeLabel,
  retryLabel,
  onHome,
  onRetry,
  retrying = false,
  className,
}: LoadFailureProps) {
  if (refused) {
    return (
      <EmptyState
        className={className}
        variant="notAvailable"
        icon={LogIn}
        title={message}
        action={<Button onPress={onHome}>{homeLabel}</Button>}
      />
    );
  }
  return (
    <ErrorState
      className={className}
      title={failedTitle}
      description={message}
      retryLabel={retryLabel}
      retrying={retrying}
      onRetry={onRetry}
    />
  );
}
