import type { Meta, StoryObj } from '@storybook/react-vite';
import { CircleCheck, OctagonAlert, ShieldCheck } from 'lucide-react';
import { expect } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Pill, pillTones } from './Pill';

const meta = {
  title: 'Surfaces/Pill',
  component: Pill,
  argTypes: { tone: { control: 'inline-radio', options: pillTones }, icon: { control: false } },
  args: { tone: 'neutral', children: 'Admin' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Pill>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Admin')).toBeVisible();
  },
};

/** Every tone, each with an icon: the icon is hidden from screen readers, the text is read. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }}>
      {pillTones.map((tone) => (
        <Pill key={tone} tone={tone} icon={<ShieldCheck />}>
          {tone}
        </Pill>
      ))}
    </div>
  ),
  play: async ({ canvasElement, canvas }) => {
    for (const tone of pillTones) await expect(canvas.getByText(tone)).toBeVisible();
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(pillTones.length);
    for (const icon of icons) await expect(icon).toHaveAttribute('aria-hidden', 'true');
  },
};

export const WithIcon: Story = {
  args: { tone: 'positive', icon: <CircleCheck />, children: 'OK' },
};

/** A long label stays on one line and is cut with an ellipsis inside a narrow box... */
export const LongText: Story = {
  args: {
    tone: 'critical',
    icon: <OctagonAlert />,
    children: 'The ledger does not balance for three accounts of this brand',
  },
  decorators: [
    (Story) => (
      <div style={{ width: `calc(${vars.size.column} * 0.5)` }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const pill = canvasElement.querySelector('[data-tone="critical"]') as HTMLElement;
    await expect(canvas.getByText(/ledger does not balance/)).toBeInTheDocument();
    await expect(pill.getBoundingClientRect().width).toBeLessThanOrEqual(
      (pill.parentElement as HTMLElement).getBoundingClientRect().width + 1,
    );
  },
};

/** ...or wraps when asked. */
export const LongTextWrapped: Story = {
  args: { ...LongText.args, wrap: true },
  decorators: LongText.decorators,
};

export const Chinese: Story = {
  args: { tone: 'caution', children: '待审核' },
  globals: { locale: 'zh-CN' },
};

export const Light: Story = {
  render: Tones.render,
  globals: { theme: 'light' },
};
