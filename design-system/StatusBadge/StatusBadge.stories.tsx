import type { Meta, StoryObj } from '@storybook/react-vite';
import { Clock } from 'lucide-react';
import { expect } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { StatusBadge, statusTones } from './StatusBadge';

const meta = {
  title: 'Surfaces/StatusBadge',
  component: StatusBadge,
  argTypes: { tone: { control: 'inline-radio', options: statusTones }, icon: { control: false } },
  args: { tone: 'pending', children: 'Waiting for review' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatusBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every tone with its own words: colour, icon and text together (never colour alone). */
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }}>
      {statusTones.map((tone) => (
        <StatusBadge key={tone} tone={tone} />
      ))}
    </div>
  ),
  play: async ({ canvas, canvasElement }) => {
    for (const word of ['Pending', 'Done', 'Failed', 'Closed', 'Needs attention'])
      await expect(canvas.getByText(word)).toBeVisible();
    // Each badge carries an icon as well as its colour.
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(statusTones.length);
  },
};

export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Waiting for review')).toBeVisible();
  },
};

export const CustomIcon: Story = {
  args: { tone: 'caution', icon: Clock, children: 'Coming soon' },
};

export const LongText: Story = {
  args: { tone: 'critical', children: 'Rejected by the payment gateway after three attempts' },
};

export const Chinese: Story = {
  render: AllTones.render,
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('处理中')).toBeVisible();
    await expect(canvas.getByText('失败')).toBeVisible();
  },
};

export const Light: Story = {
  render: AllTones.render,
  globals: { theme: 'light' },
};
