import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button';
import { LoadMore } from '../LoadMore';
import * as css from './Pager.css';

export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are. */
  pages: number;
  onPage: (page: number) => void;
  /** Rows in all pages: adds "· 112 in all" (and shows alone when everything fits on one page). */
  total?: number;
  /** A page is loading: the buttons wait. */
  busy?: boolean;
  /** Turning a page scrolls the window back to the top (a phone's long list). */
  scrollToTop?: boolean;
  className?: string;
}

/**
 * Previous, "Page x of y", next, in a navigation landmark named "Pages". Nothing when everything
 * fits on one page (only the total, when one is given).
 */
export function Pager({ page, pages, onPage, total, busy = false, scrollToTop = false, className }: PagerProps) {
  const { t } = useTranslation('dsData');
  const totalText = total === undefined ? null : t('pager.total', { n: total });
  if (pages <= 1)
    return totalText ? <p className={[css.status, className].filter(Boolean).join(' ')}>{totalText}</p> : null;
  const goTo = (next: number) => {
    onPage(next);
    if (scrollToTop) window.scrollTo({ top: 0 });
  };
  return (
    <nav className={[css.pager, className].filter(Boolean).join(' ')} aria-label={t('pager.label')}>
      <Button
        variant="secondary"
        size="sm"
        icon={<ChevronLeft aria-hidden />}
        disabled={page <= 1 || busy}
        onPress={() => goTo(page - 1)}
      >
        {t('pager.previous')}
      </Button>
      <span className={css.status} aria-live="polite">
        {t('pager.pageOf', { page, pages })}
        {totalText ? ` · ${totalText}` : null}
      </span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages || busy}
        onPress={() => goTo(page + 1)}
        badge={<ChevronRight aria-hidden className={css.nextIcon} />}
      >
        {t('pager.next')}
      </Button>
    </nav>
  );
}

export interface LoadMoreButtonProps {
  /** There are rows not loaded yet. */
  hasMore: boolean;
  /** The next rows are loading. */
  loading?: boolean;
  onLoadMore: () => void;
  /**
   * Also load as the end of the list comes near the screen (infinite scroll, with the kit's
   * LoadMore sentinel); the button stays for keyboards and for when the sentinel cannot see.
   */
  infinite?: boolean;
  className?: string;
}

/** "Load more" under a list (and optionally infinite scroll); at the end, "That is everything". */
export function LoadMoreButton({
  hasMore,
  loading = false,
  onLoadMore,
  infinite = false,
  className,
}: LoadMoreButtonProps) {
  const { t } = useTranslation('dsData');
  const endText = t('loadMore.end');
  return (
    <div className={[css.loadMore, className].filter(Boolean).join(' ')}>
      {infinite ? <LoadMore hasMore={hasMore} loading={loading} onMore={onLoadMore} endText={endText} /> : null}
      {hasMore && !(infinite && loading) ? (
        <Button variant="secondary" loading={loading} onPress={onLoadMore}>
          {t('loadMore.button')}
        </Button>
      ) : null}
      {!hasMore && !infinite ? <p className={css.status}>{endText}</p> : null}
    </div>
  );
}
