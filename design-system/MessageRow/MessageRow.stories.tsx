import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { MessageList, MessageRow } from './MessageRow';

const meta = {
  title: 'Data/MessageRow',
  component: MessageRow,
  args: {
    title: 'Your withdrawal is on its way',
    preview: 'We paid ¥100.00 to your bank account ending 1234.',
    date: '2026-11-26 14:05',
    unread: false,
    onPress: fn(),
  },
  decorators: [
    (Story, { parameters }) => (
      <div style={{ background: vars.color.page, maxWidth: vars.size.column, width: parameters.width }}>
        <MessageList label="Inbox">
          <Story />
        </MessageList>
      </div>
    ),
  ],
} satisfies Meta<typeof MessageRow>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A read message: no dot, regular title; a tap opens it. */
export const Read: Story = {
  play: async ({ canvas, args, userEvent }) => {
    const row = canvas.getByRole('button', { name: /Your withdrawal is on its way/ });
    await expect(row).not.toHaveAttribute('data-unread');
    await userEvent.click(row);
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

/** Unread: a dot and a bold title, and "Unread" in the accessible name. */
export const Unread: Story = {
  args: { unread: true },
  play: async ({ canvas }) => {
    const row = canvas.getByRole('button', { name: /^Unread: Your withdrawal/ });
    await expect(row).toHaveAttribute('data-unread', 'true');
  },
};

/** No preview (a system notice with a short body): one line. */
export const NoPreview: Story = {
  args: { preview: undefined, title: 'Deposit confirmed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Deposit confirmed')).toBeVisible();
  },
};

/** A long title and preview stay on one line each, cut with an ellipsis, in a narrow column. */
export const LongText: Story = {
  args: {
    unread: true,
    title: 'A very long title of a message from the operator that does not fit on one line of a phone',
    preview:
      'And its preview is even longer, because the operator wrote a whole paragraph about the new promotion this week.',
  },
  parameters: { width: `calc(${vars.size.column} * 0.6)` },
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector('button') as HTMLElement;
    await expect(row.scrollWidth).toBeLessThanOrEqual(row.clientWidth + 1);
  },
};

/** Chinese text. */
export const Chinese: Story = {
  args: { title: '存款已到账', preview: '您的存款 ¥300.00 已到账。', unread: true },
};
