import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor } from 'storybook/test';
import { fontsSettled } from '../../.storybook/fonts';
import { Carousel } from './Carousel';
import { GAME_CAROUSEL_PER_VIEW, GAME_CAROUSEL_SPACING } from './carouselLogic';
import { banners, games } from './fixtures';

const meta = {
  title: 'Display/Carousel',
  component: Carousel,
  args: {
    slides: banners.slice(0, 4),
    // Off by default so screenshots are stable; the Autoplay story proves it runs.
    autoplay: false,
    onSlideClick: fn(),
  },
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

const currentDot = (canvas: Canvas) =>
  canvas.getAllByRole('button', { name: /^Go to slide \d+$/ }).find((b) => b.getAttribute('aria-current') === 'true');

const expectCurrent = (canvas: Canvas, n: number, timeout = 3000) =>
  waitFor(() => expect(currentDot(canvas)).toHaveAccessibleName(`Go to slide ${n}`), { timeout });

/** The visible slide (the only group not hidden from assistive tech). */
const visibleSlides = (canvas: Canvas) => canvas.getAllByRole('group');

/** Home banners: dots, arrows, and the loop from the last slide back to the first. */
export const Banners: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Banners' })).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(canvas.getAllByRole('button', { name: /^Go to slide/ })).toHaveLength(4);
    await expectCurrent(canvas, 1);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expectCurrent(canvas, 2);
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expectCurrent(canvas, 1);
  },
};

/** Previous from the first slide loops to the last; next from the last loops to the first. */
export const Loops: Story = {
  args: { transitionMs: 150 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expectCurrent(canvas, 4);
    await waitFor(() => expect(visibleSlides(canvas)).toHaveLength(1));
    await expect(visibleSlides(canvas)[0]).toHaveAccessibleName('4 of 4');
    // Wait for the snap from the clone before the next step (steps are ignored mid-snap).
    await new Promise((resolve) => setTimeout(resolve, 400));
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expectCurrent(canvas, 1);
    await waitFor(() => expect(visibleSlides(canvas)[0]).toHaveAccessibleName('1 of 4'));
  },
};

export const DotsJump: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 3' }));
    await expectCurrent(canvas, 3);
    await expect(visibleSlides(canvas)[0]).toHaveAccessibleName('3 of 4');
  },
};

/** Autoplay advances by itself (interval shortened to 400 ms here; the spec's is 5000 ms). */
export const Autoplay: Story = {
  args: { autoplay: true, autoplayInterval: 400, transitionMs: 150 },
  play: async ({ canvas }) => {
    await expectCurrent(canvas, 1);
    await expectCurrent(canvas, 2);
    await expectCurrent(canvas, 3);
  },
};

/** The pause control stops rotation (WCAG 2.2.2). */
export const AutoplayPaused: Story = {
  args: { autoplay: true, autoplayInterval: 400, transitionMs: 150 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Pause slideshow' }));
    await expect(canvas.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    const before = currentDot(canvas)?.getAttribute('aria-label');
    (document.activeElement as HTMLElement | null)?.blur();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(currentDot(canvas)).toHaveAccessibleName(before ?? '');
  },
};

/** Tapping a slide runs the parent's handler with its index. */
export const TapSlide: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Welcome bonus 100%' }));
    await expect(args.onSlideClick).toHaveBeenCalledWith(0);
  },
};

/** A leftward swipe moves forward and is not taken as a tap. */
export const Swipe: Story = {
  play: async ({ canvas, args }) => {
    const slideButton = canvas.getByRole('button', { name: 'Welcome bonus 100%' });
    const viewport = slideButton.closest('[role="group"]')?.parentElement?.parentElement as HTMLElement;
    await fontsSettled();
    const { left, top, width } = viewport.getBoundingClientRect();
    const at = { pointerId: 3, button: 0, isPrimary: true, clientY: top + 20 };
    fireEvent.pointerDown(slideButton, { ...at, clientX: left + width * 0.8 });
    fireEvent.pointerMove(slideButton, { ...at, clientX: left + width * 0.6 });
    fireEvent.pointerMove(slideButton, { ...at, clientX: left + width * 0.3 });
    fireEvent.pointerUp(slideButton, { ...at, clientX: left + width * 0.3 });
    fireEvent.click(slideButton);
    await expectCurrent(canvas, 2);
    await expect(args.onSlideClick).not.toHaveBeenCalled();
  },
};

/** One banner: no dots, no arrows, no autoplay, no loop. */
export const SingleSlide: Story = {
  args: { slides: banners.slice(0, 1), autoplay: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /slide/ })).toBeNull();
    await expect(canvas.getAllByRole('group')).toHaveLength(1);
    await expect(canvas.getByRole('button', { name: 'Welcome bonus 100%' })).toBeVisible();
  },
};

/** No banners: renders nothing. */
export const Empty: Story = {
  args: { slides: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('section')).toBeNull();
  },
};

/** Game list, 3 per view, spacing 20: with exactly 3 games there are no arrows. */
export const ThreePerViewThreeItems: Story = {
  args: {
    label: 'Slots',
    slides: games.slice(0, 3),
    perView: GAME_CAROUSEL_PER_VIEW,
    spacing: GAME_CAROUSEL_SPACING,
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: /slide/ })).toBeNull();
    await expect(visibleSlides(canvas)).toHaveLength(3);
    const track = visibleSlides(canvas)[0]!.parentElement as HTMLElement;
    await expect(getComputedStyle(track).columnGap).toBe(`${GAME_CAROUSEL_SPACING}px`);
  },
};

/** With 8 games the arrows appear; it stops when the last three are in view. */
export const ThreePerViewEightItems: Story = {
  args: {
    label: 'Slots',
    slides: games,
    perView: GAME_CAROUSEL_PER_VIEW,
    spacing: GAME_CAROUSEL_SPACING,
    transitionMs: 150,
  },
  play: async ({ canvas, args }) => {
    const prev = canvas.getByRole('button', { name: 'Previous slide' });
    const next = canvas.getByRole('button', { name: 'Next slide' });
    await expect(prev).toHaveAttribute('aria-disabled', 'true');
    await expect(canvas.queryByRole('button', { name: /^Go to slide/ })).toBeNull();
    await expect(visibleSlides(canvas).map((g) => g.getAttribute('aria-label'))).toEqual([
      '1 of 8',
      '2 of 8',
      '3 of 8',
    ]);
    for (let i = 0; i < 5; i += 1) await userEvent.click(next);
    await waitFor(() =>
      expect(visibleSlides(canvas).map((g) => g.getAttribute('aria-label'))).toEqual(['6 of 8', '7 of 8', '8 of 8']),
    );
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Ocean King' }));
    await expect(args.onSlideClick).toHaveBeenCalledWith(6);
  },
};

export const Light: Story = {
  globals: { theme: 'light' },
};

export const LightGames: Story = {
  args: { label: 'Slots', slides: games, perView: GAME_CAROUSEL_PER_VIEW, spacing: GAME_CAROUSEL_SPACING },
  globals: { theme: 'light' },
};

/** RTL: the track runs right to left; "next" still means the following slide. */
export const RightToLeft: Story = {
  args: { transitionMs: 150 },
  globals: { direction: 'rtl' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expectCurrent(canvas, 2);
    const slide = visibleSlides(canvas)[0]!;
    await fontsSettled();
    const viewport = slide.parentElement!.parentElement!.getBoundingClientRect();
    await waitFor(() => expect(Math.round(slide.getBoundingClientRect().right)).toBe(Math.round(viewport.right)));
  },
};
