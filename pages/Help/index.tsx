import { LifeBuoy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { Stack } from '../../design-system/Layout';
import { RichText } from '../../design-system/RichText';
import { SideNav } from '../../design-system/SideNav';
import { Skeleton, SkeletonGroup } from '../../design-system/Skeleton';
import { useHelpTopics } from '../../src/api/help';
import { useSiteConfig } from '../../src/api/queries';
import { useCustomerService } from '../../src/app/useCustomerService';
import { helpTopicIndex } from '../../src/rules/help';
import * as css from './Help.css';

/**
 * /m/help?i={position} or ?title={key}: the help center (spec §2). The topic list sits on the left
 * and the chosen topic's content on the right; a topic link replaces the entry in history, so "back"
 * leaves the help center instead of stepping through the topics read.
 */
export default function Help() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const topics = useHelpTopics();
  const openCustomerService = useCustomerService(useSiteConfig().data);
  const list = topics.data;
  const index = list ? helpTopicIndex({ i: params.get('i'), title: params.get('title') }, list) : 0;
  const current = list?.[index];

  if (topics.isError && !list) {
    return (
      <EmptyState
        variant="error"
        title={t('help.error')}
        action={
          <Button variant="secondary" onPress={() => void topics.refetch()}>
            {t('system.retry')}
          </Button>
        }
      />
    );
  }
  if (!list) {
    return (
      <SkeletonGroup className={css.layout}>
        <Stack gap="sm">
          <Skeleton shape="text" lines={4} />
        </Stack>
        <Stack gap="sm">
          <Skeleton shape="text" width="60%" />
          <Skeleton shape="text" lines={5} />
        </Stack>
      </SkeletonGroup>
    );
  }
  if (!current) {
    return (
      <EmptyState
        icon={LifeBuoy}
        title={t('help.empty.title')}
        description={t('help.empty.description')}
        action={
          <Button variant="secondary" onPress={openCustomerService}>
            {t('menu.customerService')}
          </Button>
        }
      />
    );
  }
  return (
    <div className={css.layout}>
      <SideNav
        variant="tab"
        label={t('help.topics')}
        items={list.map((topic, i) => ({
          key: String(i),
          label: topic.title,
          href: `/m/help?i=${i}`,
          lang: topic.language,
        }))}
        current={String(index)}
        onSelect={(_, href) => href && navigate(href, { replace: true })}
      />
      <article className={css.article} aria-labelledby="help-topic-title" lang={current.language}>
        <h2 id="help-topic-title" className={css.title}>
          {current.title}
        </h2>
        <RichText html={current.content} />
      </article>
    </div>
  );
}
