import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import * as css from './OutcomeHero.css';

export const outcomeTones = css.outcomeTones;
export type OutcomeTone = (typeof outcomeTones)[number];

export interface OutcomeHeroProps {
  /** The picture of the outcome (a tick, a clock, a cross), in a round badge of the tone. */
  icon: LucideIcon;
  tone: OutcomeTone;
  /** md (default) or lg for the picture inside the badge. */
  iconSize?: 'md' | 'lg';
  title: ReactNode;
  /** Heading level of the title, to fit the page outline. Defaults to 2. */
  headingLevel?: 2 | 3;
  /** Under the title: a status badge. */
  status?: ReactNode;
  /**
   * A sentence that leads into the figure below it ("You start with"), in the lead's style. Use
   * `lead` for what the outcome means, after the figure.
   */
  intro?: ReactNode;
  /** What it means in a sentence, at the end. */
  lead?: ReactNode;
  /** Between the status and the lead: the amount, a code ... */
  children?: ReactNode;
  className?: string;
}

/**
 * The outcome at the top of a confirmation or a result (a deposit submitted, a withdrawal pending,
 * free play): a picture in the tone, the title, the status, an intro, the figure and a lead.
 * A region named by its title.
 */
export function OutcomeHero({
  icon: Icon,
  tone,
  iconSize = 'md',
  title,
  headingLevel = 2,
  status,
  intro,
  lead,
  children,
  className,
}: OutcomeHeroProps) {
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={[css.root, className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <span className={`${css.icon} ${css.iconSize[iconSize]} ${css.tone[tone]}`} aria-hidden>
        <Icon />
      </span>
      <Heading id={id} className={css.title}>
        {title}
      </Heading>
      {status}
      {intro ? <p className={css.lead}>{intro}</p> : null}
      {children}
      {lead ? <p className={css.lead}>{lead}</p> : null}
    </section>
  );
}
