import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { SideNav, type SideNavItem, type SideNavProps, sideNavVariants } from './SideNav';

const categories: SideNavItem[] = [
  { key: 'HOME', label: 'Home' },
  { key: 'FAV', label: 'Favourites' },
  { key: 'RNG', label: 'Slots' },
  { key: 'LIVE', label: 'Live casino' },
  { key: 'BINGO', label: 'Bingo' },
];

const topics: SideNavItem[] = [
  { key: '0', label: 'How do I deposit?', href: '/help?i=0' },
  { key: '1', label: 'How do I withdraw?', href: '/help?i=1' },
  { key: '2', label: 'Responsible gaming', href: '/help?i=2' },
];

/** Keeps the current item, as a page does. */
function Stateful(props: SideNavProps) {
  const [current, setCurrent] = useState(props.current);
  return (
    <SideNav
      {...props}
      current={current}
      onSelect={(key, href) => {
        setCurrent(key);
        props.onSelect(key, href);
      }}
    />
  );
}

const meta = {
  title: 'Navigation/SideNav',
  component: SideNav,
  argTypes: { variant: { control: 'inline-radio', options: sideNavVariants } },
  args: { label: 'Game categories', items: categories, current: 'HOME', onSelect: fn(), variant: 'pill' },
  render: (args) => <Stateful {...args} />,
  decorators: [
    (Story) => (
      <div style={{ width: '120px', padding: vars.space.md, background: vars.color.page }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SideNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Home's game menu: buttons that switch the content beside them; the current one is filled. */
export const Categories: Story = {
  play: async ({ canvas, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Game categories' });
    await expect(canvas.getByRole('button', { name: 'Home' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Favourites' }));
    await expect(args.onSelect).toHaveBeenCalledWith('FAV', undefined);
    await expect(canvas.getByRole('button', { name: 'Favourites' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Home' })).not.toHaveAttribute('aria-current');
    await expect(nav.querySelectorAll('li')).toHaveLength(5);
  },
};

/** Help topics: links (the page navigates on a plain click), the current one marked as the page. */
export const Topics: Story = {
  args: { label: 'Help topics', items: topics, current: '0', variant: 'tab' },
  decorators: [
    (Story) => (
      <div style={{ width: '140px' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, args }) => {
    const withdraw = canvas.getByRole('link', { name: 'How do I withdraw?' });
    await expect(withdraw).toHaveAttribute('href', '/help?i=1');
    await expect(canvas.getByRole('link', { name: 'How do I deposit?' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(withdraw);
    await expect(args.onSelect).toHaveBeenCalledWith('1', '/help?i=1');
    await expect(withdraw).toHaveAttribute('aria-current', 'page');
  },
};

/** Nothing chosen yet: no item is marked current. */
export const NoneCurrent: Story = {
  args: { current: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};

/** Long labels wrap inside the narrow column instead of widening it. */
export const LongLabels: Story = {
  args: {
    items: [
      { key: 'HOME', label: 'Home' },
      { key: 'SPORTS', label: 'Sportsbook and virtual sports' },
      { key: 'ESPORTS', label: 'Electronicsportstournaments' },
    ],
  },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation');
    for (const button of canvas.getAllByRole('button')) {
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(nav.getBoundingClientRect().right + 1);
    }
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: {
    label: '游戏分类',
    items: [
      { key: 'HOME', label: '首页' },
      { key: 'FAV', label: '收藏' },
      { key: 'RNG', label: '电子游戏' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: '游戏分类' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '首页' })).toHaveAttribute('aria-current', 'true');
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const Light: Story = { globals: { theme: 'light' } };

export const TopicsLight: Story = {
  ...Topics,
  globals: { theme: 'light' },
  play: undefined,
};
