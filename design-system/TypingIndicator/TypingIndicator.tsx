import * as css from './TypingIndicator.css';

export interface TypingIndicatorProps {
  /** What is said and announced, e.g. "Agent is typing". */
  label: string;
}

/** "Someone is typing": three dots and the words, announced politely once. Still under reduced motion. */
export function TypingIndicator({ label }: TypingIndicatorProps) {
  return (
    <div className={css.root} role="status" aria-live="polite">
      <span className={css.dots} aria-hidden="true">
        <span className={css.dot} />
        <span className={css.dot} />
        <span className={css.dot} />
      </span>
      <span>{label}</span>
    </div>
  );
}
