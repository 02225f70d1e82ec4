import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus, ShieldCheck } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Button } from '../Button';
import { PageHeader, SectionHeader } from './SectionHeader';

const more = fn();

const meta = {
  title: 'Surfaces/SectionHeader',
  component: SectionHeader,
  args: { title: 'Hot games', description: 'What players open most this week.' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SectionHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Hot games' })).toBeVisible();
    await expect(canvas.getByText('What players open most this week.')).toBeVisible();
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

/** The action is a link to the page's path: a plain click calls back (the page navigates), the href stays real. */
export const WithLink: Story = {
  args: { action: { label: 'See all', href: '/games/hot', onPress: more } },
  play: async ({ canvas, userEvent }) => {
    more.mockClear();
    const link = canvas.getByRole('link', { name: 'See all' });
    await expect(link).toHaveAttribute('href', '/games/hot');
    await userEvent.click(link);
    await expect(more).toHaveBeenCalledTimes(1);
  },
};

const refresh = fn();

/** An action that is not navigation is a button. */
export const WithButton: Story = {
  args: { action: { label: 'Refresh', onPress: refresh } },
  play: async ({ canvas, userEvent }) => {
    refresh.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Refresh' }));
    await expect(refresh).toHaveBeenCalledTimes(1);
  },
};

/** A page's h1 with its lead and a slot for buttons. */
export const Page: Story = {
  render: () => (
    <PageHeader
      title="Staff"
      description={
        <>
          <ShieldCheck aria-hidden="true" width={16} height={16} />
          Who can sign in to the back office, and in which role.
        </>
      }
      actions={<Button icon={<Plus />}>Add a staff member</Button>}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add a staff member' })).toBeVisible();
  },
};

/** A long title wraps; the action moves under it rather than squeezing it. */
export const LongText: Story = {
  args: {
    title: 'Games from every provider that players opened most often over the last seven days',
    description: 'The list is refreshed every hour from the game records of all brands on this site.',
    action: { label: 'See all', href: '/games/hot', onPress: more },
  },
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { level: 2 });
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};

export const Chinese: Story = {
  args: {
    title: '热门游戏',
    description: '本周玩家最常打开的游戏。',
    action: { label: '查看全部', href: '/games/hot', onPress: more },
  },
  globals: { locale: 'zh-CN' },
};

export const Light: Story = {
  args: WithLink.args,
  globals: { theme: 'light' },
};
