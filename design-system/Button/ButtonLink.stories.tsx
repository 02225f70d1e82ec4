import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowLeft, SlidersHorizontal } from 'lucide-react';
import { expect, fn } from 'storybook/test';
import { fontsSettled } from '../../.storybook/fonts';
import { vars } from '../../themes/contract.css';
import { buttonSizes, buttonVariants } from './Button';
import { ButtonLink } from './ButtonLink';

const meta = {
  title: 'Actions/ButtonLink',
  component: ButtonLink,
  argTypes: {
    variant: { control: 'inline-radio', options: buttonVariants },
    size: { control: 'inline-radio', options: buttonSizes },
    icon: { control: false },
  },
  args: { children: 'Adjust balance', href: '#adjust', variant: 'primary', size: 'md', onPress: fn() },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ButtonLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Records whether the page's click handler took the click over (`defaultPrevented`), then stops the
 * story's frame from following the link either way.
 */
function watchClicks() {
  const prevented: boolean[] = [];
  const record = (e: MouseEvent) => {
    prevented.push(e.defaultPrevented);
    e.preventDefault();
  };
  window.addEventListener('click', record);
  return { prevented, stop: () => window.removeEventListener('click', record) };
}

/** A plain click calls onPress (the page's router navigates) instead of loading the href. */
export const Primary: Story = {
  args: { icon: <SlidersHorizontal /> },
  play: async ({ args, canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Adjust balance' });
    await expect(link).toHaveAttribute('href', '#adjust');
    const clicks = watchClicks();
    try {
      await userEvent.click(link);
    } finally {
      clicks.stop();
    }
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await expect(clicks.prevented).toEqual([true]);
    await fontsSettled();
    await expect(link.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Ctrl, Cmd or Shift with the click: the browser opens the href (a new tab or window), onPress is not called. */
export const ModifiedClick: Story = {
  args: { variant: 'secondary', children: 'Open player03' },
  play: async ({ args, canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Open player03' });
    const clicks = watchClicks();
    try {
      for (const key of ['Control', 'Meta', 'Shift']) {
        await userEvent.keyboard(`{${key}>}`);
        await userEvent.click(link);
        await userEvent.keyboard(`{/${key}}`);
      }
    } finally {
      clicks.stop();
    }
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(clicks.prevented).toEqual([false, false, false]);
  },
};

/** Without onPress the link is followed natively (an outside page, a file). */
export const PlainLink: Story = {
  args: { onPress: undefined, variant: 'secondary', children: 'Download the report' },
  play: async ({ canvas, userEvent }) => {
    const clicks = watchClicks();
    try {
      await userEvent.click(canvas.getByRole('link', { name: 'Download the report' }));
    } finally {
      clicks.stop();
    }
    await expect(clicks.prevented).toEqual([false]);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'See the ledger' } };

/** Back to the list: text only, with its arrow. */
export const Ghost: Story = { args: { variant: 'ghost', size: 'sm', icon: <ArrowLeft />, children: 'Back to search' } };

export const Critical: Story = { args: { variant: 'critical', children: 'Review the blocked account' } };

/** Visually 32 px, but the hit area reaches the 44 px touch target (as the small Button). */
export const Small: Story = {
  args: { size: 'sm', variant: 'secondary', children: 'Choose' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Choose' });
    const after = getComputedStyle(link, '::after');
    await fontsSettled();
    const grow = Number.parseFloat(after.top) * -2 + link.getBoundingClientRect().height;
    await expect(grow).toBeGreaterThanOrEqual(44);
  },
};

export const Large: Story = { args: { size: 'lg', children: 'Deposit now' } };

export const FullWidth: Story = { args: { fullWidth: true, children: 'Open the withdrawal queue' } };

/** A long label stays on one line and ends in an ellipsis; the accessible name keeps every word. */
export const LongLabel: Story = {
  args: { fullWidth: true, children: 'Open the ledger of this member with every entry since the account was opened' },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: /every entry since the account was opened$/ });
    await fontsSettled();
    await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth);
  },
};

/** Reached with Tab like any link; Enter follows it through onPress. */
export const Keyboard: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const clicks = watchClicks();
    try {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name: 'Adjust balance' })).toHaveFocus();
      await userEvent.keyboard('{Enter}');
    } finally {
      clicks.stop();
    }
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

export const AllVariantsLight: Story = {
  globals: { theme: 'light' },
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.md, justifyItems: 'start' }}>
      {buttonVariants.map((variant) => (
        <ButtonLink key={variant} {...args} variant={variant}>
          {variant}
        </ButtonLink>
      ))}
      {buttonSizes.map((size) => (
        <ButtonLink key={size} {...args} variant="secondary" size={size} icon={<SlidersHorizontal />}>
          {size}
        </ButtonLink>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link')).toHaveLength(buttonVariants.length + buttonSizes.length);
  },
};

export const AllVariantsDark: Story = {
  ...AllVariantsLight,
  globals: { theme: 'dark' },
};
