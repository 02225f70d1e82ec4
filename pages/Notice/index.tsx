import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Stack } from '../../design-system/Layout';
import { NOTICE_TYPES_QUERY } from '../../src/api/contract/announcements.constants';
import { noticeIndex } from '../../src/rules/announcements';
import { NoticeList } from './NoticeList';

/**
 * /m/notice?index={position} (spec §2 Notice screen): the banner, player and pop-up announcements
 * (B, PL, PU), the one at the query's position open and read. The home marquee lists the same types in
 * the same order, so its index opens the item tapped there.
 */
export default function Notice() {
  const [params, setParams] = useSearchParams();
  const openIndex = useCallback(
    (length: number) => noticeIndex({ index: params.get('index'), i: params.get('i') }, length),
    [params],
  );
  return (
    <Stack padding="md">
      <NoticeList
        types={NOTICE_TYPES_QUERY}
        openIndex={openIndex}
        onOpen={(index) => setParams({ index: String(index) }, { replace: true })}
      />
    </Stack>
  );
}
