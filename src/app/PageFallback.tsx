import { Stack } from '../../design-system/Layout';
import { Skeleton } from '../../design-system/Skeleton';

/** Holds the page's space while its chunk loads. */
export function PageFallback() {
  return (
    <Stack padding="md" aria-busy="true">
      <Skeleton shape="rect" aspectRatio="2 / 1" />
      <Skeleton shape="text" lines={3} />
    </Stack>
  );
}
