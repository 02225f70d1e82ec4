import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { Card } from '../../design-system/Card';
import { EmptyState } from '../../design-system/EmptyState';
import { Image } from '../../design-system/Image';
import { Stack } from '../../design-system/Layout';
import { RichText } from '../../design-system/RichText';
import { SectionHeader } from '../../design-system/SectionHeader';
import { SkeletonRows } from '../../design-system/Skeleton';
import { Text } from '../../design-system/Text';
import { useMyParticipations, usePromotion, useTakePart } from '../../src/api/activities';
import { useErrorMessage } from '../../src/api/useErrorMessage';
import { useWallet } from '../../src/app/useWallet';
import { pathOf } from '../../src/routes/paths';
import { LOGIN } from '../../src/routes/table';
import { isTrial } from '../../src/rules/customerType';
import { useSessionInfo } from '../../src/stores/session';
import { firstImage, PromotionDates } from '../Activity/parts';
import { TakePart, type Viewer } from './TakePart';

/**
 * /m/activityDetail?id= (spec §2): one promotion with its art, dates and content, and how to take
 * part: the join button or the application form, with the member's state label for it. Visitors are
 * asked to log in.
 */
export default function ActivityDetail() {
  const { t } = useTranslation('activities');
  const navigate = useNavigate();
  const messageOf = useErrorMessage();
  const [params] = useSearchParams();
  const raw = params.get('id');
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  const promotion = usePromotion(id);
  const session = useSessionInfo();
  const viewer: Viewer = !session ? 'visitor' : isTrial(session.type) ? 'trial' : 'member';
  const mine = useMyParticipations();
  const wallet = useWallet();
  const { join, apply } = useTakePart();

  if (id === null || promotion.isError) {
    return (
      <Stack padding="md">
        <EmptyState
          icon={SearchX}
          title={t('detail.notFound.title')}
          description={t('detail.notFound.description')}
          action={<Button onPress={() => navigate(pathOf('activity'))}>{t('detail.all')}</Button>}
        />
      </Stack>
    );
  }
  const p = promotion.data;
  if (!p) return <SkeletonRows rows={2} lines={4} label={t('detail.loading')} />;
  const art = firstImage(p);
  const participation = mine.data?.find((x) => x.promotionId === p.id);
  return (
    <Stack padding="md" gap="md">
      {art ? <Image src={art} alt="" aspectRatio="8 / 3" radius="lg" priority /> : null}
      <SectionHeader
        level={1}
        title={p.title}
        description={
          <Text tone="muted" size="sm" numeric>
            <PromotionDates promotion={p} />
          </Text>
        }
      />
      <RichText html={p.content} />
      <Card as="section" aria-labelledby="take-part" padding="md">
        <SectionHeader level={2} id="take-part" title={t('takePart.title')} />
        <TakePart
          promotion={p}
          viewer={viewer}
          participation={participation}
          currency={
            wallet.data ? { symbol: wallet.data.currencySymbol, digits: wallet.data.minorUnitDigits } : undefined
          }
          onLogin={() => navigate(LOGIN)}
          onJoin={() => join.mutate(p.id)}
          joining={join.isPending}
          joinError={join.isError ? messageOf(join.error) : null}
          onApply={(comment, images) => apply.mutateAsync({ id: p.id, comment, images })}
        />
      </Card>
    </Stack>
  );
}
