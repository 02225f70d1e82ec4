import { RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { EmptyState, type EmptyStateSize } from '../EmptyState';

export interface ErrorStateProps {
  /** What failed; defaults to the translated "Loading failed". */
  title?: ReactNode;
  /** Why, in words (the page maps its error code to them). */
  description?: ReactNode;
  onRetry: () => void;
  /** Defaults to the translated "Retry". */
  retryLabel?: string;
  /** The retry is running: the button spins and ignores presses. */
  retrying?: boolean;
  /** Inside a card or a short list. */
  compact?: boolean;
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** A failed load: an announced error (EmptyState's error variant) with a Retry button. */
export function ErrorState({
  title,
  description,
  onRetry,
  retryLabel,
  retrying = false,
  compact = false,
  headingLevel,
  className,
}: ErrorStateProps) {
  const { t } = useTranslation('dsSurfaces');
  const size: EmptyStateSize = compact ? 'compact' : 'full';
  return (
    <EmptyState
      variant="error"
      size={size}
      title={title ?? t('loadFailed')}
      description={description}
      headingLevel={headingLevel}
      className={className}
      action={
        <Button
          variant="secondary"
          size={compact ? 'sm' : 'md'}
          icon={<RefreshCw />}
          loading={retrying}
          onPress={onRetry}
        >
          {retryLabel ?? t('retry')}
        </Button>
      }
    />
  );
}
