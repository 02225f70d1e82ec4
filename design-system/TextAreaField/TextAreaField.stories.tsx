import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Button } from '../Button';
import { TextAreaField } from './TextAreaField';

const meta = {
  title: 'Forms/TextAreaField',
  component: TextAreaField,
  args: { label: 'Instructions', placeholder: 'What the player must do', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextAreaField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Several lines of text; each change is handed over with the value. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Instructions' });
    await expect(field.tagName).toBe('TEXTAREA');
    await expect(field).toHaveAttribute('rows', '3');
    await userEvent.type(field, 'Use your username{enter}as the reference.');
    await expect(field).toHaveValue('Use your username\nas the reference.');
    await expect(args.onChange).toHaveBeenLastCalledWith('Use your username\nas the reference.', expect.anything());
    await expect(field).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { hint: 'Shown under the account. At most 500 characters.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Instructions' })).toHaveAccessibleDescription(
      'Shown under the account. At most 500 characters.',
    );
  },
};

/** The error replaces the hint, marks the field invalid and is announced. */
export const WithError: Story = {
  args: {
    defaultValue: 'x'.repeat(40),
    hint: 'Shown under the account. At most 500 characters.',
    error: 'This is too long',
  },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'Instructions' });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription('This is too long');
    await expect(canvas.getByRole('alert')).toHaveTextContent('This is too long');
    await expect(canvas.queryByText(/Shown under the account/)).toBeNull();
  },
};

export const Optional: Story = {
  args: { label: 'Note', optional: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Note (Optional)' })).toBeInTheDocument();
  },
};

function Counted({ max }: { max: number }) {
  const [value, setValue] = useState('');
  return (
    <TextAreaField
      label="Reason"
      hint={`Required, at most ${max} characters.`}
      value={value}
      onChange={setValue}
      maxLength={max}
      counter
    />
  );
}

/** The counter follows typing, is read with the field, and the field stops at the limit. */
export const Counter: Story = {
  render: () => <Counted max={12} />,
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Reason' });
    await expect(field).toHaveAccessibleDescription('Required, at most 12 characters. 0 of 12 characters');
    await userEvent.type(field, 'Duplicate');
    await expect(canvas.getByText('9 of 12 characters')).toBeVisible();
    await expect(canvas.getByText('9 of 12 characters')).not.toHaveAttribute('data-full');
    await userEvent.type(field, ' payment');
    await expect(field).toHaveValue('Duplicate pa');
    await expect(canvas.getByText('12 of 12 characters')).toHaveAttribute('data-full');
  },
};

/** Uncontrolled, the counter still follows what is typed; an error sits beside it. */
export const CounterWithError: Story = {
  args: { label: 'Reason', defaultValue: 'Dup', maxLength: 200, counter: true, error: 'Enter at least 10 characters.' },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Reason' });
    await expect(canvas.getByText('3 of 200 characters')).toBeVisible();
    await expect(field).toHaveAccessibleDescription('Enter at least 10 characters. 3 of 200 characters');
    await userEvent.type(field, 'licate');
    await expect(canvas.getByText('9 of 200 characters')).toBeVisible();
  },
};

/** With auto-grow the box follows the text, up to six touch heights, then scrolls. */
export const AutoGrow: Story = {
  args: { autoGrow: true, rows: 2 },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Instructions' });
    const before = field.getBoundingClientRect().height;
    await userEvent.type(field, 'One{enter}Two{enter}Three{enter}Four{enter}Five');
    await waitFor(() => expect(field.getBoundingClientRect().height).toBeGreaterThan(before));
    await userEvent.type(field, '{enter}6{enter}7{enter}8{enter}9{enter}10{enter}11{enter}12{enter}13{enter}14');
    // Capped: six touch heights (44 px each), then the text scrolls inside.
    await waitFor(() => expect(field.scrollHeight).toBeGreaterThan(field.clientHeight));
    await expect(field.getBoundingClientRect().height).toBeLessThanOrEqual(6 * 44 + 1);
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Use your username as the reference.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Instructions' })).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'Use your username as the reference.', hint: 'Set by finance.' },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('textbox', { name: 'Instructions' });
    await userEvent.type(field, 'x');
    await expect(field).toHaveValue('Use your username as the reference.');
  },
};

function FocusFromRef() {
  const ref = useRef<HTMLTextAreaElement>(null);
  return (
    <div style={{ display: 'grid', gap: vars.space.sm }}>
      <TextAreaField ref={ref} label="Instructions" />
      <Button variant="ghost" onPress={() => ref.current?.focus()}>
        Edit instructions
      </Button>
    </div>
  );
}

/** The ref reaches the <textarea>, so a form can focus the first invalid field. */
export const ForwardsRef: Story = {
  render: () => <FocusFromRef />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit instructions' }));
    await expect(canvas.getByRole('textbox', { name: 'Instructions' })).toHaveFocus();
  },
};

/** Chinese: the kit's own words (the counter, "Optional") come from the zh-CN bundle. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    label: '中文说明',
    optional: true,
    lang: 'zh-CN',
    maxLength: 500,
    counter: true,
    defaultValue: '转账时请备注用户名。',
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('10 / 500 个字符')).toBeVisible();
    await expect(canvas.getByText('(选填)')).toBeVisible();
  },
};

export const Light: Story = {
  globals: { theme: 'light' },
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      <TextAreaField {...args} hint="Shown under the account." />
      <TextAreaField {...args} label="Reason" defaultValue="Dup" maxLength={200} counter error="Enter a reason." />
      <TextAreaField {...args} label="Note" optional />
      <TextAreaField {...args} label="Instructions (locked)" disabled defaultValue="Use your username." />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('textbox')).toHaveLength(4);
    await expect(canvas.getByText('3 of 200 characters')).toBeVisible();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: { hint: 'Shown under the account.', maxLength: 200, counter: true },
};
