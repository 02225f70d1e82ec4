import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { GameTile } from '../GameTile';
import { intrinsicSize, nextImageStage } from './Image';

describe('nextImageStage', () => {
  it('tries the fallbackSrc after the src fails', () => {
    expect(nextImageStage('src', true)).toBe('fallback');
  });
  it('goes straight to the built-in image without a fallbackSrc', () => {
    expect(nextImageStage('src', false)).toBe('default');
  });
  it('ends at the built-in image when the fallbackSrc fails too', () => {
    expect(nextImageStage('fallback', true)).toBe('default');
    expect(nextImageStage('default', true)).toBe('default');
  });
});

describe('image sizes (no layout shift, no unsized images)', () => {
  it('derives the img attributes from the box’s aspect ratio, or takes the given ones', () => {
    expect(intrinsicSize('1 / 1')).toEqual({ width: 200, height: 200 });
    expect(intrinsicSize('16 / 9')).toEqual({ width: 356, height: 200 });
    expect(intrinsicSize('3 / 4')).toEqual({ width: 200, height: 267 });
    expect(intrinsicSize('junk')).toEqual({ width: 200, height: 200 });
    expect(intrinsicSize('1 / 1', 750, 300)).toEqual({ width: 750, height: 300 });
  });

  it('server-renders every picture of a game tile with a width and a height', () => {
    const html = renderToString(
      createElement(GameTile, { name: 'Golden Dragon', imageUrl: '/a.svg', vendorIcon: '/v.svg', onOpen: () => {} }),
    );
    const imgs = html.match(/<img\b[^>]*>/g) ?? [];
    expect(imgs).toHaveLength(2);
    for (const img of imgs) expect(img).toMatch(/\bwidth="\d+"[^>]*\bheight="\d+"/);
  });

  it('requests a priority tile’s art at once and first, and others lazily', () => {
    const tile = (priority: boolean) =>
      renderToString(createElement(GameTile, { name: 'G', imageUrl: '/a.svg', onOpen: () => {}, priority }));
    expect(tile(true)).toMatch(/loading="eager"/);
    expect(tile(true)).toMatch(/fetchPriority="high"/i);
    expect(tile(false)).toMatch(/loading="lazy"/);
    expect(tile(false)).not.toMatch(/fetchPriority/i);
  });
});
