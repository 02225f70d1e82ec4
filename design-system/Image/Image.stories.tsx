import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { fontsSettled } from '../../.storybook/fonts';
import { vars } from '../../themes/contract.css';
import { brokenSrc, defaultGameArt, emeraldReelsArt, goldenDragonArt, promoBannerArt } from './fixtures/art';
import { Image, imageFits, imageRadii } from './Image';

const meta = {
  title: 'Display/Image',
  component: Image,
  argTypes: {
    radius: { control: 'inline-radio', options: imageRadii },
    fit: { control: 'inline-radio', options: imageFits },
  },
  args: { src: goldenDragonArt, alt: 'Golden Dragon', aspectRatio: '1 / 1', radius: 'lg', onFail: fn() },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <div style={{ width: `calc(${vars.size.touch} * 4)` }}>
          <Story />
        </div>
      </div>
    ),
  ],
} satisfies Meta<typeof Image>;
export default meta;
type Story = StoryObj<typeof meta>;

const frameOf = (el: HTMLElement) => el.closest<HTMLElement>('[data-status]')!;

export const Loaded: Story = {
  play: async ({ canvas }) => {
    const img = canvas.getByRole('img', { name: 'Golden Dragon' });
    await waitFor(() => expect(img).toHaveAttribute('data-loaded'));
    await expect(frameOf(img)).toHaveAttribute('data-status', 'loaded');
    await expect(img.tagName).toBe('IMG');
  },
};

/** Still loading: the skeleton holds the square, so nothing below moves when the art arrives. */
export const Loading: Story = {
  args: { pending: true },
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector<HTMLElement>('[data-status]')!;
    await expect(frame).toHaveAttribute('data-status', 'pending');
    await expect(frame.querySelector('img')).toBeNull();
    await fontsSettled();
    const box = frame.getBoundingClientRect();
    await expect(box.height).toBeGreaterThan(0);
    await expect(box.height).toBeCloseTo(box.width, 0);
  },
};

/** The art fails to load: the built-in default image (theme colours) shows, named by the alt text. */
export const BrokenShowsDefault: Story = {
  args: { src: brokenSrc, alt: 'Emerald Reels' },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Emerald Reels' }).tagName).toBe('SPAN'));
    const shown = canvas.getByRole('img', { name: 'Emerald Reels' });
    await expect(frameOf(shown)).toHaveAttribute('data-status', 'fallback');
    await expect(shown).toBeVisible();
    await expect(args.onFail).toHaveBeenCalledTimes(1);
  },
};

/** The art fails and the site supplies its own default game image. */
export const BrokenWithFallbackSrc: Story = {
  args: { src: brokenSrc, alt: 'Lucky Koi', fallbackSrc: defaultGameArt },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Lucky Koi' })).toHaveAttribute('src', defaultGameArt));
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Lucky Koi' })).toHaveAttribute('data-loaded'));
    await expect(args.onFail).not.toHaveBeenCalled();
  },
};

export const BothBroken: Story = {
  args: { src: brokenSrc, alt: 'Lucky Koi', fallbackSrc: brokenSrc },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(canvas.getByRole('img', { name: 'Lucky Koi' }).tagName).toBe('SPAN'));
    await expect(args.onFail).toHaveBeenCalledTimes(1);
  },
};

/** No image at all (null src): the default shows at once, no request is made. */
export const NoImage: Story = {
  args: { src: null, alt: 'Mystery Box' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Mystery Box' }).tagName).toBe('SPAN');
  },
};

export const Square: Story = { args: { radius: 'none', src: emeraldReelsArt, alt: 'Emerald Reels' } };

export const Circle: Story = { args: { radius: 'full', src: emeraldReelsArt, alt: 'Emerald Reels provider' } };

export const Banner: Story = {
  args: { src: promoBannerArt, alt: 'Weekend reload bonus', aspectRatio: '16 / 9', radius: 'md', loading: 'eager' },
  decorators: [
    (Story) => (
      <div style={{ width: `calc(${vars.size.touch} * 8)`, maxWidth: '100%' }}>
        <Story />
      </div>
    ),
  ],
};

export const ContainLogo: Story = { args: { fit: 'contain', aspectRatio: '2 / 1', src: promoBannerArt, alt: 'Promo' } };

/** A row of tiles in every state, light mode. */
export const Light: Story = {
  globals: { theme: 'light' },
  render: (args) => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: vars.space.md }}>
      <Image {...args} />
      <Image {...args} pending />
      <Image {...args} src={brokenSrc} alt="Emerald Reels" />
    </div>
  ),
};
