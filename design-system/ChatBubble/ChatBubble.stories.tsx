import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { ChatBubble, chatBubbleSides } from './ChatBubble';

const PIXEL =
  'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="%23597"/></svg>';

const meta = {
  title: 'Chat/ChatBubble',
  component: ChatBubble,
  argTypes: { side: { control: 'inline-radio', options: chatBubbleSides } },
  args: { side: 'own', body: 'Hi, my deposit has not arrived yet.', time: '14:02' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ChatBubble>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Own: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hi, my deposit has not arrived yet.')).toBeVisible();
    await expect(canvas.getByText('14:02')).toBeVisible();
  },
};

export const Other: Story = {
  args: { side: 'other', body: 'Let me check that for you.', author: 'Agent Mei' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Agent Mei')).toBeVisible();
  },
};

/** The agent has read it: "Read" under the message. */
export const Read: Story = {
  args: { status: 'read' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Read')).toBeVisible();
  },
};

export const Sending: Story = { args: { status: 'sending' } };

export const Failed: Story = {
  args: { status: 'failed', onRetry: fn() },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Not sent')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** HTML in a message is text: nothing is rendered as markup. */
export const TextOnly: Story = {
  args: { side: 'other', body: '<b>not bold</b> <img src=x onerror=alert(1)>' },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('<b>not bold</b> <img src=x onerror=alert(1)>')).toBeVisible();
    await expect(canvasElement.querySelector('b')).toBeNull();
  },
};

export const LongWord: Story = {
  args: { body: `https://example.com/${'x'.repeat(120)}` },
  play: async ({ canvasElement }) => {
    const bubble = canvasElement.querySelector('div > div > div') as HTMLElement;
    await expect(bubble.scrollWidth).toBeLessThanOrEqual(bubble.clientWidth + 1);
  },
};

export const WithImage: Story = {
  args: { side: 'other', body: '', imageUrl: PIXEL, imageAlt: 'Screenshot of the deposit' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Screenshot of the deposit' })).toBeVisible();
  },
};

/** An internal note in the console: marked and styled apart. */
export const Note: Story = {
  args: { side: 'own', note: true, body: 'VIP prospect, be generous.', author: 'mei' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Internal note')).toBeVisible();
  },
};

export const System: Story = { args: { side: 'system', body: 'Conversation resolved', time: undefined } };
