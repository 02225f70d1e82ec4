import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { TypingIndicator } from './TypingIndicator';

const meta = {
  title: 'Chat/TypingIndicator',
  component: TypingIndicator,
  args: { label: 'Agent is typing' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TypingIndicator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Agent: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Agent is typing');
  },
};

export const Player: Story = { args: { label: 'demo is typing' } };
