import { useTranslation } from 'react-i18next';
import { useMoneyText } from '../../design-system/Money';
import type { InboxItem } from '../../src/api/contract/inbox';
import { useSiteConfig } from '../../src/api/queries';

/**
 * The title and body of a message as shown: a staff message or a feedback reply as written; a
 * system notice from its template (`inbox.system.<key>`) in the UI language, its amount in the
 * brand's currency.
 */
export function useMessageText() {
  const { t } = useTranslation('accounts');
  const currency = useSiteConfig().data?.currency;
  const money = useMoneyText(currency?.symbol ?? '', currency?.minorUnitDigits ?? 2);
  return (item: Pick<InboxItem, 'title' | 'preview' | 'template'>) => {
    if (!item.template) return { title: item.title, body: item.preview };
    const { key, params } = item.template;
    const amount = params.amount !== undefined ? money(Number(params.amount)) : '';
    const values = { ...params, amount };
    return { title: t(`inbox.system.${key}.title`, values), body: t(`inbox.system.${key}.body`, values) };
  };
}
