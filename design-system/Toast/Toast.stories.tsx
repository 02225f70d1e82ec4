import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { fontsSettled } from '../../.storybook/fonts';
import { vars } from '../../themes/contract.css';
import { DialogButton } from '../Dialog/DialogButton';
import { settle } from '../Dialog/storyUtils';
import { Toaster } from './Toast';
import { resetToasts, toast as showToast } from './toastStore';

const forever = Number.POSITIVE_INFINITY;

/** A demo page: buttons that raise toasts, and the Toaster mounted once. */
function Demo() {
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm }}>
      <DialogButton onClick={() => showToast.success('Password changed', { duration: 1000 })}>Success</DialogButton>
      <DialogButton onClick={() => showToast.info('Please log in first', { duration: 2000 })}>Info</DialogButton>
      <DialogButton onClick={() => showToast.error('Network error, please try again')}>Error</DialogButton>
      <DialogButton onClick={() => showToast.loading('Please wait')}>Loading</DialogButton>
      <Toaster />
    </div>
  );
}

const meta = {
  title: 'Overlays/Toast',
  component: Toaster,
  render: () => <Demo />,
  beforeEach: () => {
    resetToasts();
    return () => resetToasts();
  },
} satisfies Meta<typeof Toaster>;
export default meta;
type Story = StoryObj<typeof meta>;

const region = () => screen.getByRole('region', { name: 'Notifications' });

async function settled<T>(value: T) {
  await settle();
  return value;
}

/** Nothing queued: the empty, labelled region. */
export const Empty: Story = {
  play: async () => {
    await expect(within(region()).queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const Success: Story = {
  play: async () => {
    showToast.success('Password changed', { duration: forever });
    const status = await settled(await within(region()).findByRole('status'));
    await expect(status).toHaveTextContent('Password changed');
  },
};

export const Info: Story = {
  play: async () => {
    showToast.info('Please log in first', { duration: forever });
    await expect(await settled(await within(region()).findByRole('status'))).toHaveTextContent('Please log in first');
  },
};

/** Errors use role alert, so they interrupt. */
export const ErrorToast: Story = {
  name: 'Error',
  play: async () => {
    showToast.error('Network error, please try again', { duration: forever });
    await expect(await settled(await within(region()).findByRole('alert'))).toHaveTextContent('Network error');
  },
};

/** Loading toasts stay until dismissed or updated. */
export const Loading: Story = {
  play: async () => {
    showToast.loading('Please wait');
    const status = await settled(await within(region()).findByRole('status'));
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await expect(status).toBeInTheDocument();
  },
};

export const WithDescription: Story = {
  play: async () => {
    showToast.success('Deposit received', { duration: forever, description: 'Your balance has been updated.' });
    await expect(await settled(await within(region()).findByRole('status'))).toHaveTextContent(
      'Your balance has been updated.',
    );
  },
};

/** Pressing a demo button raises a toast, which goes away by itself after its duration (1 s here). */
export const AutoDismiss: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Success' }));
    const status = await within(region()).findByRole('status');
    await expect(status).toHaveTextContent('Password changed');
    await waitFor(() => expect(within(region()).queryByRole('status')).toBeNull(), { timeout: 3000 });
  },
};

/** loading → success in place, then it times out like any success toast. */
export const LoadingThenSuccess: Story = {
  play: async () => {
    const id = showToast.loading('Logging out');
    await expect(await within(region()).findByRole('status')).toHaveTextContent('Logging out');
    showToast.update(id, { kind: 'success', message: 'Logged out', duration: 500 });
    await expect(await within(region()).findByText('Logged out')).toBeInTheDocument();
    await expect(within(region()).getAllByRole('listitem')).toHaveLength(1);
    await waitFor(() => expect(within(region()).queryByText('Logged out')).toBeNull(), { timeout: 3000 });
  },
};

export const DismissButton: Story = {
  play: async () => {
    showToast.info('Please log in first', { duration: forever });
    await within(region()).findByRole('status');
    await userEvent.click(within(region()).getByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(within(region()).queryByRole('status')).toBeNull(), { timeout: 3000 });
  },
};

/** Hover pauses the timer; leaving resumes it. */
export const PauseOnHover: Story = {
  play: async () => {
    showToast.success('Saved', { duration: 600 });
    const item = (await within(region()).findByRole('status')).closest('li') as HTMLElement;
    await userEvent.hover(item);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await expect(within(region()).getByRole('status')).toBeInTheDocument();
    await userEvent.unhover(item);
    await waitFor(() => expect(within(region()).queryByRole('status')).toBeNull(), { timeout: 3000 });
  },
};

/** At most three at once, newest last. */
export const Stack: Story = {
  play: async () => {
    showToast.info('First notice', { duration: forever });
    showToast.success('Password changed', { duration: forever });
    showToast.error('Network error, please try again', { duration: forever });
    showToast.loading('Please wait');
    await waitFor(() => expect(within(region()).getAllByRole('listitem')).toHaveLength(3));
    await settle();
    await expect(within(region()).queryByText('First notice')).toBeNull();
  },
};

export const LongMessage: Story = {
  play: async () => {
    showToast.error(
      'We could not reach the payment provider. Your deposit has not been taken; please try again in a few minutes or contact customer service.',
      { duration: forever },
    );
    const alert = await settled(await within(region()).findByRole('alert'));
    await fontsSettled();
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
  },
};

export const Light: Story = {
  globals: { theme: 'light' },
  play: async () => {
    showToast.success('Password changed', { duration: forever });
    showToast.info('Please log in first', { duration: forever });
    showToast.error('Network error, please try again', { duration: forever });
    await waitFor(() => expect(within(region()).getAllByRole('listitem')).toHaveLength(3));
    await settle();
  },
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  play: async () => {
    showToast.success('Password changed', { duration: forever });
    await settled(await within(region()).findByRole('status'));
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async () => {
    showToast.success('密码已修改', { duration: forever });
    await settled(await screen.findByRole('status'));
    await waitFor(() => expect(screen.getByRole('button', { name: '关闭通知' })).toBeVisible(), { timeout: 5000 });
  },
};
