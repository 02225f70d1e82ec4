import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { fontsSettled } from '../../.storybook/fonts';
import { phoneFrame } from './frames';
import { PageBar } from './Header';

const meta = {
  title: 'Shell/PageBar',
  component: PageBar,
  parameters: { layout: 'fullscreen' },
  decorators: [phoneFrame()],
  args: { title: 'Announcements', onBack: fn() },
} satisfies Meta<typeof PageBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Back and a title that stays centred over the whole bar. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(args.onBack).toHaveBeenCalledOnce();
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
    await fontsSettled();
    const bar = canvas.getByRole('banner').getBoundingClientRect();
    const title = canvas.getByRole('heading', { level: 1, name: 'Announcements' }).getBoundingClientRect();
    const barCentre = bar.left + bar.width / 2;
    await expect(Math.abs(title.left + title.width / 2 - barCentre)).toBeLessThan(2);
  },
};

export const WithMenu: Story = {
  args: { onMenu: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    await expect(args.onMenu).toHaveBeenCalledOnce();
  },
};

export const LongTitle: Story = {
  args: { title: 'Hourly salary contract terms and conditions for team leaders', onMenu: fn() },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await fontsSettled();
    await expect(heading.scrollWidth).toBeGreaterThan(heading.clientWidth);
    const bar = canvas.getByRole('banner');
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  },
};

export const Light: Story = { args: { onMenu: fn() }, globals: { theme: 'light' } };

export const Verdant: Story = { args: { onMenu: fn() }, globals: { brand: 'verdant' } };
