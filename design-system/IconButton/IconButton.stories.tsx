import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowLeft, Bell, Heart, Mail, Menu, Search } from 'lucide-react';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { fontsSettled } from '../../.storybook/fonts';
import { vars } from '../../themes/contract.css';
import { IconButton, iconButtonSizes, iconButtonVariants } from './IconButton';

const meta = {
  title: 'Actions/IconButton',
  component: IconButton,
  argTypes: {
    variant: { control: 'inline-radio', options: iconButtonVariants },
    size: { control: 'inline-radio', options: iconButtonSizes },
    children: { control: false },
  },
  args: { label: 'Search games', children: <Search />, variant: 'plain', size: 'md', onPress: fn() },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof IconButton>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Plain: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Search games' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await fontsSettled();
    const box = button.getBoundingClientRect();
    await expect(box.width).toBeGreaterThanOrEqual(44);
    await expect(box.height).toBeGreaterThanOrEqual(44);
  },
};

export const Soft: Story = { args: { variant: 'soft', label: 'Back', children: <ArrowLeft /> } };

export const Solid: Story = { args: { variant: 'solid', label: 'Open menu', children: <Menu /> } };

export const Small: Story = { args: { size: 'sm', variant: 'soft', label: 'Notifications', children: <Bell /> } };

export const Large: Story = { args: { size: 'lg', variant: 'solid', label: 'Open menu', children: <Menu /> } };

export const WithBadge: Story = {
  args: { label: 'Inbox', children: <Mail />, badgeCount: 12 },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Inbox' });
    await expect(button).toHaveAccessibleDescription('12 unread');
    await expect(canvas.getByText('12')).toBeVisible();
  },
};

export const BadgeCapped: Story = {
  args: { label: 'Announcements', children: <Bell />, badgeCount: 120, variant: 'soft' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Announcements' });
    await expect(canvas.getByText('99+')).toBeVisible();
    // Screen readers hear the real number, not the cap.
    await expect(button).toHaveAccessibleDescription('120 unread');
  },
};

export const ZeroBadgeHidden: Story = {
  args: { label: 'Inbox', children: <Mail />, badgeCount: 0 },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Inbox' });
    await expect(button).not.toHaveAttribute('aria-describedby');
    await expect(canvas.queryByText('0')).toBeNull();
  },
};

export const Disabled: Story = {
  args: { disabled: true, label: 'Notifications', children: <Bell /> },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Notifications' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Disabled: out of the tab order, so Enter and Space cannot reach it either. */
export const DisabledIgnoresKeys: Story = {
  // Behaviour only; its look is another story's.
  tags: ['skip-visual'],
  args: { disabled: true, label: 'Notifications', children: <Bell /> },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Notifications' });
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Enter and Space press it, once each; onPress gets the button's click. */
export const Keyboard: Story = {
  // Behaviour only; its look is another story's.
  tags: ['skip-visual'],
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Search games' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
    await expect(args.onPress).toHaveBeenCalledWith(expect.objectContaining({ type: 'click' }));
  },
};

function FavouriteToggle() {
  const [on, setOn] = useState(false);
  return (
    <IconButton label="Favourite" variant="soft" aria-pressed={on} onPress={() => setOn((v) => !v)}>
      <Heart fill={on ? 'currentColor' : 'none'} />
    </IconButton>
  );
}

/** A toggle (favourite heart) exposes its state with aria-pressed; Space and Enter work. */
export const FavouriteToggleKeyboard: Story = {
  render: () => <FavouriteToggle />,
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Favourite' });
    await expect(button).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-pressed', 'false');
  },
};

export const AllLight: Story = {
  globals: { theme: 'light' },
  render: (args) => (
    <div style={{ display: 'flex', gap: vars.space.lg, alignItems: 'center' }}>
      {iconButtonVariants.map((variant) => (
        <IconButton key={variant} {...args} variant={variant} label={`Inbox (${variant})`} badgeCount={5}>
          <Mail />
        </IconButton>
      ))}
      <IconButton {...args} disabled label="Notifications">
        <Bell />
      </IconButton>
    </div>
  ),
};
