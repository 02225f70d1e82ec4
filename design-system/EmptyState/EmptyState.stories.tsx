import type { Meta, StoryObj } from '@storybook/react-vite';
import { RefreshCw, SearchX } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Button } from '../Button';
import { EmptyState, emptyStateSizes, emptyStateVariants } from './EmptyState';

const meta = {
  title: 'Display/EmptyState',
  component: EmptyState,
  argTypes: {
    variant: { control: 'inline-radio', options: emptyStateVariants },
    size: { control: 'inline-radio', options: emptyStateSizes },
    icon: { control: false },
    action: { control: false },
  },
  args: {
    variant: 'noData',
    size: 'full',
    title: 'No betting records yet',
    description: 'Bets you place in the last 30 days show up here.',
  },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NoData: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'No betting records yet' })).toBeInTheDocument();
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

const browse = fn();

export const NoDataWithAction: Story = {
  args: {
    title: 'No favourites yet',
    description: 'Tap the heart on a game to keep it here.',
    action: (
      <Button variant="secondary" onPress={browse}>
        Browse games
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    browse.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Browse games' }));
    await expect(browse).toHaveBeenCalledTimes(1);
  },
};

export const NoSearchResults: Story = {
  args: {
    icon: SearchX,
    title: 'No games match “dragon”',
    description: 'Check the spelling or try another provider.',
  },
};

const retry = fn();

/** Loading failed: the message is announced and Retry calls back. */
export const ErrorWithRetry: Story = {
  args: {
    variant: 'error',
    title: 'Loading failed',
    description: 'Check your connection, then try again.',
    action: (
      <Button icon={<RefreshCw />} onPress={retry}>
        Retry
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    retry.mockClear();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Loading failed');
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

/** A route whose page belongs to a later milestone. */
export const NotAvailableYet: Story = {
  args: {
    variant: 'notAvailable',
    title: 'Coming soon',
    description: 'The reward center opens in a future update.',
    action: <Button variant="ghost">Back to home</Button>,
  },
};

export const Compact: Story = {
  args: { size: 'compact', title: 'No messages', description: 'Announcements from the site appear here.' },
};

export const CompactError: Story = {
  args: {
    size: 'compact',
    variant: 'error',
    headingLevel: 3,
    title: 'Could not load winners',
    action: (
      <Button size="sm" variant="secondary" icon={<RefreshCw />}>
        Retry
      </Button>
    ),
  },
};

export const LongText: Story = {
  args: {
    title: 'There are no promotions in this category right now, but new ones arrive every week',
    description:
      'Switch to another category or come back later. Promotions you have already claimed are in the reward center.',
  },
};

export const Light: Story = {
  globals: { theme: 'light' },
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      <EmptyState {...args} />
      <EmptyState {...args} variant="error" size="compact" title="Loading failed" headingLevel={3} />
      <EmptyState {...args} variant="notAvailable" size="compact" title="Coming soon" headingLevel={3} />
    </div>
  ),
};
