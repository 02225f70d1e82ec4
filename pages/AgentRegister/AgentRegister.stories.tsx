import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { pageFrame } from '../../.storybook/pageFrame';
import { Stack } from '../../design-system/Layout';
import { OpenAccountForm, ShareLink } from '.';

/** Page states of /m/agentRegister (the page posts /api/agent/accounts and reads /api/agent/invite). */

const meta = {
  title: 'Pages/Open account',
  decorators: [pageFrame()],
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form (player or sub-agent) and the invitation link with its QR code. */
export const FormAndLink: Story = {
  render: () => (
    <Stack padding="md" gap="lg">
      <OpenAccountForm />
      <ShareLink code="AGENT01" origin="https://aurum.example" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Player' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('AGENT01')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'QR code of your invitation link' })).toBeVisible();
  },
};

/** Submitting an empty form names every field's problem, as registration does. */
export const Invalid: Story = {
  render: () => (
    <Stack padding="md">
      <OpenAccountForm />
    </Stack>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sub-agent' }));
    await userEvent.type(canvas.getByLabelText(/Username/), '1a');
    await userEvent.click(canvas.getByRole('button', { name: 'Open account' }));
    await expect(canvas.getByLabelText(/Username/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText(/^Password/)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The code is still loading. */
export const LinkLoading: Story = { render: () => <ShareLink code={undefined} origin="https://aurum.example" /> };
