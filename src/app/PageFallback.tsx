import { Skeleton } from '../../design-system/Skeleton';
import * as layout from '../../pages/layout.css';

/** Holds the page's space while its chunk loads. */
export function PageFallback() {
  return (
    <div className={layout.stack} aria-busy="true">
      <Skeleton shape="rect" aspectRatio="2 / 1" />
      <Skeleton shape="text" lines={3} />
    </div>
  );
}
