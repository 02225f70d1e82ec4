import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'Offered to players', hint: 'Off: players no longer see this method.', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Switch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Uncontrolled: a click, then Space, toggle it; the state is reported as aria-checked. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const sw = canvas.getByRole('switch', { name: 'Offered to players' });
    await expect(sw).toHaveAttribute('aria-checked', 'false');
    await expect(sw).toHaveAccessibleDescription('Off: players no longer see this method.');
    await userEvent.click(sw);
    await expect(sw).toHaveAttribute('aria-checked', 'true');
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    await expect(sw).toHaveAttribute('aria-checked', 'false');
    await expect(args.onChange).toHaveBeenLastCalledWith(false);
  },
};

/** Tapping the label toggles it too. */
export const LabelToggles: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('switch')).toBeChecked();
    await userEvent.click(canvas.getByText('Offered to players'));
    await expect(canvas.getByRole('switch')).not.toBeChecked();
  },
};

function Controlled() {
  const [on, setOn] = useState(true);
  return (
    <div style={{ display: 'grid', gap: vars.space.sm }}>
      <Switch label="Sound" checked={on} onChange={setOn} />
      <p>Sound is {on ? 'on' : 'off'}</p>
    </div>
  );
}

export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('switch', { name: 'Sound' }));
    await expect(canvas.getByText('Sound is off')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ args, canvas, userEvent }) => {
    const sw = canvas.getByRole('switch');
    await expect(sw).toBeDisabled();
    await userEvent.click(canvas.getByText('Offered to players'));
    await expect(sw).toBeChecked();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

export const LongLabel: Story = {
  args: {
    label: 'Show this payment method to players whose account is older than thirty days and verified',
    hint: 'A long hint that wraps onto several lines on a narrow phone screen, beside the switch that stays put.',
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { label: '向玩家开放', hint: '关闭后玩家将看不到此方式。' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: '向玩家开放' })).toBeInTheDocument();
  },
};

export const Light: Story = { globals: { theme: 'light' }, args: { defaultChecked: true } };

export const RightToLeft: Story = { globals: { direction: 'rtl' }, args: { defaultChecked: true } };
