import type { ReactNode } from 'react';
import { useScrollable } from './useScrollable';

export interface OverlayBodyClasses {
  body: string;
  /** Added when there is no footer, so the body takes the bottom padding. */
  bodyLast: string;
  footer: string;
}

/**
 * The scrollable body and pinned footer shared by the sheet and the drawer. The body joins the tab
 * order only while it actually scrolls, so keyboard users can reach overflowing content.
 */
export function OverlayBody({
  classes,
  footer,
  children,
}: {
  classes: OverlayBodyClasses;
  footer?: ReactNode;
  children?: ReactNode;
}) {
  const [bodyRef, scrollable] = useScrollable<HTMLDivElement>();
  return (
    <>
      <div
        ref={bodyRef}
        className={footer ? classes.body : `${classes.body} ${classes.bodyLast}`}
        tabIndex={scrollable ? 0 : undefined}
      >
        <div>{children}</div>
      </div>
      {footer ? <div className={classes.footer}>{footer}</div> : null}
    </>
  );
}
