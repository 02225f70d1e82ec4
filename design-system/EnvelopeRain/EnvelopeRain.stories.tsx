import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { EnvelopeRain } from './EnvelopeRain';

const meta = {
  title: 'Motion/EnvelopeRain',
  component: EnvelopeRain,
  args: { label: 'Grab a red envelope', onGrab: fn() },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.md, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EnvelopeRain>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The rain is falling: a tap anywhere on the stage grabs. */
export const Falling: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Grab a red envelope' }));
    await expect(args.onGrab).toHaveBeenCalledOnce();
  },
};

/** The grab is on its way: the stage is busy and further taps do nothing. */
export const Pending: Story = {
  args: { pending: true },
  play: async ({ canvas, args }) => {
    const stage = canvas.getByRole('button', { name: 'Loading Grab a red envelope' });
    await expect(stage).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(stage);
    await expect(args.onGrab).not.toHaveBeenCalled();
  },
};

/** A light rain of a few envelopes, in Chinese. */
export const FewChinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { label: '抢红包', count: 5 },
};

export const Light: Story = {
  globals: { theme: 'light' },
};
