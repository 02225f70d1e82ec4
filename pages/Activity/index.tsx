import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Stack } from '../../design-system/Layout';
import { Tabs } from '../../design-system/Tabs';
import { useMyParticipations, usePromotionCategories, usePromotions } from '../../src/api/activities';
import type { ActivityState } from '../../src/api/contract/activities';
import { pathOf } from '../../src/routes/paths';
import { ACTIVITY_SCROLL_DELAY_MS, queryPromotionId } from '../../src/rules/activity';
import { PromotionList } from './PromotionList';

const ALL = 'all';

/**
 * /m/activity (spec §2 Promotions): category tabs and an accordion list; `?id=` scrolls to that
 * promotion and opens it after 500 ms. A member sees their state per promotion. Details and taking
 * part are on /m/activityDetail?id=.
 */
export default function Activity() {
  const { t } = useTranslation('activities');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [category, setCategory] = useState(ALL);
  const categories = usePromotionCategories();
  const promotions = usePromotions(category === ALL ? null : Number(category));
  const mine = useMyParticipations();
  const [openId, setOpenId] = useState<number | null>(null);

  const states = useMemo(() => {
    const map = new Map<number, ActivityState>();
    // Newest first: the first one seen per promotion is its current state.
    for (const p of mine.data ?? []) if (!map.has(p.promotionId)) map.set(p.promotionId, p.state);
    return map;
  }, [mine.data]);

  // `?id=`: once the list is in, scroll to that promotion and open it after the spec's delay.
  const list = promotions.data;
  const handled = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => {
    if (!list || handled.current) return;
    handled.current = true;
    const id = queryPromotionId(
      params.get('id'),
      list.map((p) => p.id),
    );
    if (id === null) return;
    timer.current = setTimeout(() => {
      document.getElementById(`promotion-${id}`)?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      setOpenId(id);
    }, ACTIVITY_SCROLL_DELAY_MS);
  }, [list, params]);

  const items = [
    { value: ALL, label: t('list.all') },
    ...(categories.data ?? []).map((c) => ({ value: String(c.id), label: c.name })),
  ];
  return (
    <Stack padding="md" gap="md">
      <Tabs label={t('list.label')} items={items} value={category} onValueChange={setCategory} />
      <PromotionList
        promotions={promotions.data}
        failed={promotions.isError}
        onRetry={() => void promotions.refetch()}
        openId={openId}
        onToggle={(id) => setOpenId((o) => (o === id ? null : id))}
        states={states}
        onDetails={(id) => navigate(`${pathOf('activityDetail')}?id=${id}`)}
      />
    </Stack>
  );
}
