import type { ComponentType } from 'react';

/**
 * A logo the operator uploaded in the brand editor (issue 24), drawn where the brand's own Logo goes:
 * the same 28 px height, as an <img> (an uploaded SVG never runs script there). The mark variant is
 * the same picture, narrower.
 */
export function uploadedLogo(src: string): ComponentType<{ title?: string; variant?: 'full' | 'mark' }> {
  return function UploadedLogo({ title, variant = 'full' }) {
    return (
      <img
        src={src}
        alt={title ?? ''}
        data-brand-logo="uploaded"
        height={28}
        style={{ display: 'block', height: '28px', width: 'auto', maxWidth: variant === 'mark' ? '40px' : '160px' }}
      />
    );
  };
}
