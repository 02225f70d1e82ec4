import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { ChatComposer, type ChatComposerProps } from './ChatComposer';

/** The composer with its own text state, so typing works in the story. */
function Controlled(props: Omit<ChatComposerProps, 'value' | 'onChange'> & { initial?: string }) {
  const [value, setValue] = useState(props.initial ?? '');
  return (
    <ChatComposer
      {...props}
      value={value}
      onChange={setValue}
      onSend={() => {
        props.onSend();
        setValue('');
      }}
    />
  );
}

const meta = {
  title: 'Chat/ChatComposer',
  component: Controlled,
  args: { onSend: fn(), onAttach: fn(), onTyping: fn() },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Attach an image' })).toBeEnabled();
  },
};

/** Enter sends; Shift+Enter is a new line; the box empties after sending. */
export const TypeAndSend: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: 'Type a message' });
    await userEvent.type(box, 'Line one{Shift>}{Enter}{/Shift}line two');
    await expect(args.onTyping).toHaveBeenCalled();
    await expect(args.onSend).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(box).toHaveValue('');
  },
};

export const Disabled: Story = {
  args: { disabled: true, initial: 'Waiting…' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled();
  },
};

/** "/" followed by a code lists the matching canned replies; a pick replaces the text. */
export const CannedReplies: Story = {
  args: {
    label: 'Reply',
    suggestions: [
      { code: 'hello', text: 'Hello! How can I help you today?' },
      { code: 'deposit', text: 'Deposits by bank transfer arrive within 10 minutes.' },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('textbox', { name: 'Reply' });
    await userEvent.type(box, '/de');
    await userEvent.click(canvas.getByRole('button', { name: /\/deposit/ }));
    await expect(box).toHaveValue('Deposits by bank transfer arrive within 10 minutes.');
    await expect(canvas.queryByRole('list', { name: 'Canned replies' })).toBeNull();
  },
};

/** The suggestions open, as an agent sees them after typing "/". */
export const SuggestionsOpen: Story = {
  args: {
    label: 'Reply',
    initial: '/',
    suggestions: [
      { code: 'hello', text: 'Hello! How can I help you today?' },
      { code: 'deposit', text: 'Deposits by bank transfer arrive within 10 minutes of the transfer, usually sooner.' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list', { name: 'Canned replies' })).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^\// })).toHaveLength(2);
  },
};

export const Note: Story = { args: { note: true, initial: 'Internal: check with finance' } };

export const NoAttach: Story = {
  args: { onAttach: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Attach an image' })).toBeNull();
  },
};
