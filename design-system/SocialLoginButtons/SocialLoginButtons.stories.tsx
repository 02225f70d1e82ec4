import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { SocialLoginButtons } from './SocialLoginButtons';

const meta = {
  title: 'Actions/SocialLoginButtons',
  component: SocialLoginButtons,
  args: { providers: ['facebook', 'google'], onSelect: fn(), pending: null },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SocialLoginButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both providers, in the spec's order; a tap hands the provider to the page. */
export const BothProviders: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'or continue with' })).toBeVisible();
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual(['Continue with Facebook', 'Continue with Google']);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('google');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Facebook' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('facebook');
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
    for (const b of buttons) await expect(b.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Only the provider whose flag is on and whose sign-in service initialised. */
export const OneProvider: Story = {
  args: { providers: ['google'] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: /Facebook/ })).toBeNull();
  },
};

/** A sign-in is running: its button spins, the other waits, and taps do nothing. */
export const Loading: Story = {
  args: { pending: 'facebook' },
  play: async ({ args, canvas, userEvent }) => {
    const busy = canvas.getByRole('button', { name: /Continue with Facebook/ });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    await userEvent.click(busy);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** Under the buttons: signing up this way accepts the terms and the age limit. */
export const WithAgeNote: Story = {
  args: { ageLimit: 18 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('By continuing you accept the terms and confirm you are 18 or older')).toBeVisible();
  },
};

/** No provider enabled or ready: nothing at all, not even the divider. */
export const NoProviders: Story = {
  args: { providers: [] },
  tags: ['skip-visual'],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

export const BothLight: Story = {
  args: { ageLimit: 18 },
  globals: { theme: 'light' },
};

export const BothDark: Story = {
  ...BothLight,
  globals: { theme: 'dark' },
};

export const LoadingLight: Story = {
  args: { pending: 'google' },
  globals: { theme: 'light' },
};
