import { useTranslation } from 'react-i18next';
import { Panel } from '../../../design-system/Card';
import { KeyValueList } from '../../../design-system/KeyValueList';
import { Money } from '../../../design-system/Money';
import { Text } from '../../../design-system/Text';
import { useDateTime } from '../../../src/admin/hooks';
import { ADMIN_NS } from '../../../src/admin/i18n';
import type { ChatMemberContext } from '../../../src/api/contract/chat';
import * as css from './Chat.css';

/** The member beside the conversation: who, VIP level, balance, recent deposits and withdrawals. */
export function MemberContext({ member }: { member: ChatMemberContext }) {
  const { t } = useTranslation(ADMIN_NS);
  const dateTime = useDateTime();
  const money = (minor: number) => (
    <Money symbol={member.currencySymbol} minor={minor} digits={member.minorUnitDigits} />
  );
  const moves = (rows: ChatMemberContext['deposits'], empty: string) =>
    rows.length === 0 ? (
      <Text tone="muted" size="sm">
        {empty}
      </Text>
    ) : (
      <ul className={css.deals}>
        {rows.map((r) => (
          <li key={r.id}>
            {money(r.amount)} · {t(`chat.moveStatus.${r.status}`, { defaultValue: r.status })} · {dateTime(r.createdAt)}
          </li>
        ))}
      </ul>
    );
  return (
    <Panel title={t('chat.member')} level={2} as="section">
      <KeyValueList
        items={[
          { label: t('chat.username'), value: member.username },
          member.nickname ? { label: t('chat.nickname'), value: member.nickname } : null,
          { label: t('chat.vip'), value: member.vipLabel },
          { label: t('chat.balance'), value: money(member.balance) },
          { label: t('chat.deposits'), value: moves(member.deposits, t('chat.none')) },
          { label: t('chat.withdrawals'), value: moves(member.withdrawals, t('chat.none')) },
        ]}
      />
    </Panel>
  );
}
