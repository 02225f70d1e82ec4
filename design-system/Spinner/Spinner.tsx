import { useTranslation } from 'react-i18next';
import { type SpinnerVariants, spinner, visuallyHidden } from './Spinner.css';

export const spinnerSizes = ['sm', 'md', 'lg'] as const;
export const spinnerTones = ['current', 'accent', 'muted'] as const;

export interface SpinnerProps extends SpinnerVariants {
  /** Accessible label; defaults to "Loading". */
  label?: string;
}

/** An indeterminate progress indicator with a polite status role. */
export function Spinner({ size, tone, label }: SpinnerProps) {
  const { t } = useTranslation('ds');
  return (
    <span role="status">
      <span className={spinner({ size, tone })} aria-hidden="true" />
      <span className={visuallyHidden}>{label ?? t('loading')}</span>
    </span>
  );
}
