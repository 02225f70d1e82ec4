import type { Meta, StoryObj } from '@storybook/react-vite';
import { ExternalLink } from 'lucide-react';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Text, TextButton, textSizes, textTones } from './Text';

const meta = {
  title: 'Surfaces/Text',
  component: Text,
  argTypes: {
    tone: { control: 'inline-radio', options: textTones },
    size: { control: 'inline-radio', options: textSizes },
  },
  args: { children: 'Deposit #D-20261126-0042 was approved.' },
  decorators: [
    (Story) => (
      <div
        style={{
          background: vars.color.page,
          color: vars.color.text,
          padding: vars.space.lg,
          maxWidth: vars.size.column,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Text>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/was approved/).tagName).toBe('SPAN');
  },
};

/** Every tone: muted for dates and hints, subtle for the least, accent for the brand's text colour. */
export const Tones: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.sm }}>
      {textTones.map((tone) => (
        <Text key={tone} as="p" tone={tone}>
          {tone}: Last sign-in 2026-11-26 09:41
        </Text>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    const muted = canvas.getByText(/^muted:/);
    const body = canvas.getByText(/^default:/);
    await expect(getComputedStyle(muted).color).not.toBe(getComputedStyle(body).color);
  },
};

export const Sizes: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.sm }}>
      {textSizes.map((size) => (
        <Text key={size} as="p" size={size} weight={size === 'lg' ? 'bold' : undefined}>
          {size}: Withdrawals waiting
        </Text>
      ))}
    </div>
  ),
};

/** Ids and figures: the numeric face; a long id breaks anywhere instead of overflowing a phone column. */
export const NumericAndWrapping: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: vars.space.sm, width: '12rem', border: `1px dashed ${vars.color.border}` }}>
      <Text numeric wrap="anywhere" data-testid="id">
        01JDX3W5Q6ZK8R2M4N7P9T1V3X
      </Text>
      <Text numeric wrap="nowrap" data-testid="amount">
        ¥1,234,567.89
      </Text>
    </div>
  ),
  play: async ({ canvas }) => {
    const id = canvas.getByTestId('id');
    await expect(id.getBoundingClientRect().width).toBeLessThanOrEqual(192);
    await expect(getComputedStyle(canvas.getByTestId('amount')).whiteSpace).toBe('nowrap');
  },
};

/** A label read by screen readers only, beside an icon that says it to the eye. */
export const VisuallyHidden: Story = {
  render: () => (
    <span>
      <ExternalLink aria-hidden="true" width={16} height={16} />
      <Text visuallyHidden>Opens in a new tab</Text>
    </span>
  ),
  play: async ({ canvas }) => {
    const hidden = canvas.getByText('Opens in a new tab');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};

function Opener() {
  const [opened, setOpened] = useState(0);
  return (
    <p style={{ margin: 0 }}>
      <TextButton icon={<ExternalLink />} onPress={() => setOpened((n) => n + 1)}>
        D-20261126-0042
      </TextButton>{' '}
      <Text tone="muted" size="sm">
        opened {opened} times
      </Text>
    </p>
  );
}

/** A button that reads as a link: it opens a record from a table cell. Keyboard and pointer both work. */
export const LinkLikeButton: Story = {
  render: () => <Opener />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'D-20261126-0042' });
    await userEvent.click(button);
    await expect(canvas.getByText('opened 1 times')).toBeVisible();
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByText('opened 2 times')).toBeVisible();
  },
};

export const LightMode: Story = { globals: { theme: 'light' }, render: () => <Opener /> };
