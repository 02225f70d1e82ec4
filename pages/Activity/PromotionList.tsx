import { Gift } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Accordion, AccordionItem } from '../../design-system/Accordion';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { Image } from '../../design-system/Image';
import { RichText } from '../../design-system/RichText';
import { SkeletonRows } from '../../design-system/Skeleton';
import type { ActivityState, Promotion } from '../../src/api/contract/activities';
import { firstImage, PromotionDates, StateBadge } from './parts';

export interface PromotionListProps {
  /** undefined until the first answer (skeletons). */
  promotions: readonly Promotion[] | undefined;
  failed?: boolean;
  onRetry?: () => void;
  openId: number | null;
  onToggle: (id: number) => void;
  /** The member's state per promotion id. */
  states?: ReadonlyMap<number, ActivityState>;
  /** Opens one promotion's page (taking part). */
  onDetails: (id: number) => void;
}

/** The accordion list of /m/activity (spec §2): art, title, dates and state; content on expansion. */
export function PromotionList({
  promotions,
  failed,
  onRetry,
  openId,
  onToggle,
  states,
  onDetails,
}: PromotionListProps) {
  const { t } = useTranslation('activities');
  if (failed && !promotions) {
    return (
      <EmptyState
        variant="error"
        title={t('list.error')}
        action={
          <Button variant="secondary" onPress={onRetry}>
            {t('list.retry')}
          </Button>
        }
      />
    );
  }
  if (!promotions) return <SkeletonRows rows={3} lines={3} label={t('list.loading')} />;
  if (promotions.length === 0) {
    return <EmptyState icon={Gift} title={t('list.empty.title')} description={t('list.empty.description')} />;
  }
  return (
    <Accordion label={t('list.label')}>
      {promotions.map((p) => {
        const art = firstImage(p);
        const state = states?.get(p.id);
        return (
          <AccordionItem
            key={p.id}
            id={`promotion-${p.id}`}
            title={p.title}
            meta={
              <>
                <PromotionDates promotion={p} />
                {state ? <StateBadge state={state} /> : null}
              </>
            }
            media={art ? <Image src={art} alt="" aspectRatio="8 / 3" radius="none" /> : undefined}
            expanded={openId === p.id}
            onToggle={() => onToggle(p.id)}
          >
            <RichText html={p.content} />
            {p.mode === 'none' && !p.key ? null : (
              <Button variant="secondary" fullWidth onPress={() => onDetails(p.id)}>
                {t('list.details')}
              </Button>
            )}
          </AccordionItem>
        );
      })}
    </Accordion>
  );
}
