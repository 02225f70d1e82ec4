import { type ReactNode, useId } from 'react';
import { Stack } from '../Layout';
import { SectionHeader } from '../SectionHeader';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import * as css from './LobbySection.css';

/** The header's link ("More", "See all"): the path comes from the page. */
export interface LobbySectionAction {
  label: string;
  href: string;
  /** A plain click: the page navigates in the app. A modified click (new tab) is left to the browser. */
  onNavigate: (href: string) => void;
}

export interface LobbySectionProps {
  /** The section's heading; also its accessible name. */
  title: string;
  action?: LobbySectionAction;
  /**
   * No action yet, but one may come with the data (the hot strip's "More" shows above 10 games): the
   * header keeps the link's touch height meanwhile, so the content does not move down when it comes.
   */
  reserveAction?: boolean;
  children?: ReactNode;
  className?: string;
}

/** A lobby section (hot games, a category, favourites): the kit's section header, an optional "more" link, and its content. */
export function LobbySection({ title, action, reserveAction = false, children, className }: LobbySectionProps) {
  const headingId = useId();
  return (
    <Stack as="section" gap="sm" minWidth={0} aria-labelledby={headingId} className={className}>
      <SectionHeader
        id={headingId}
        title={title}
        level={2}
        size="sub"
        className={reserveAction && !action ? `${css.head} ${css.skeletonHeadAction}` : css.head}
        action={
          action ? { label: action.label, href: action.href, onPress: () => action.onNavigate(action.href) } : undefined
        }
      />
      {children}
    </Stack>
  );
}

export interface LobbySectionSkeletonProps {
  /** What is loading, said once to assistive technology ("Loading games"); defaults to "Loading". */
  label?: string;
  /** The section it stands for has a "More" link: the head keeps that link's touch height. */
  withAction?: boolean;
  /** Placeholders of the section's content (`VendorTiles loading`, `GameRow busy`, `GameTileSkeletons`). */
  children?: ReactNode;
  className?: string;
}

/**
 * A lobby section whose content has not arrived: a placeholder title in the header's height and the
 * content's placeholders, announced once as loading (`aria-busy`). It takes the size of the section
 * it stands for, so nothing below moves when the answer comes.
 */
export function LobbySectionSkeleton({ label, withAction = true, children, className }: LobbySectionSkeletonProps) {
  return (
    <SkeletonGroup label={label} className={className}>
      <Stack gap="sm" minWidth={0}>
        <div className={withAction ? `${css.skeletonHead} ${css.skeletonHeadAction}` : css.skeletonHead}>
          <Skeleton shape="rect" className={css.skeletonTitle} />
        </div>
        {children}
      </Stack>
    </SkeletonGroup>
  );
}
