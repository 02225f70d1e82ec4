import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Breadcrumb, type BreadcrumbItem } from './Breadcrumb';

const levels: BreadcrumbItem[] = [
  { id: 'me', label: 'My team', href: '#team' },
  { id: 'b', label: 'agent_north', href: '#b' },
  { id: 'c', label: 'sub_agent_with_a_rather_long_name', href: '#c' },
  { id: 'd', label: 'player07', href: '#d' },
];

/** A drill-down: each link goes back up to its level (here it cuts the trail there). */
function Demo({ depth }: { depth: number }) {
  const [at, setAt] = useState(depth);
  return (
    <Breadcrumb
      label="Where you are"
      items={levels.slice(0, at + 1).map((l, i) => ({ ...l, onPress: () => setAt(i) }))}
    />
  );
}

const meta = {
  title: 'Navigation/Breadcrumb',
  component: Demo,
  args: { depth: 3 },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, color: vars.color.text, padding: vars.space.lg, maxWidth: 390 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Four levels, wrapping at a phone's width; the current one is not a link. */
export const Deep: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Where you are' });
    await expect(nav).toBeVisible();
    await expect(canvas.getByText('player07')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByRole('link', { name: 'player07' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'agent_north' }));
    await expect(canvas.getByText('agent_north')).toHaveAttribute('aria-current', 'page');
    await expect(canvas.queryByText('player07')).toBeNull();
  },
};

/** At the top: one item, the current level. */
export const Top: Story = { args: { depth: 0 } };
