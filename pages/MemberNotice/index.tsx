import { useSearchParams } from 'react-router-dom';
import { Stack } from '../../design-system/Layout';
import { AGENT_NOTICE_TYPES_QUERY } from '../../src/api/contract/announcements.constants';
import { NoticeList } from '../Notice/NoticeList';

const TYPES = /^(A|PL|B|PU|PR|H)(,(A|PL|B|PU|PR|H)){0,5}$/;

/**
 * /m/member/notice?types=A (spec §2 agent home's notice card): the agent announcements as cards,
 * collapsed to title, date and a one-line preview; a tap shows the full text and marks it read.
 */
export default function MemberNotice() {
  const [params] = useSearchParams();
  const asked = params.get('types') ?? '';
  const types = TYPES.test(asked) ? asked : AGENT_NOTICE_TYPES_QUERY;
  return (
    <Stack padding="md">
      <NoticeList types={types} />
    </Stack>
  );
}
