import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { settle } from '../Dialog/storyUtils';
import { AddToHomeSheet } from './AddToHomeSheet';

const meta = {
  title: 'Shell/AddToHomeSheet',
  component: AddToHomeSheet,
  parameters: { layout: 'fullscreen' },
  args: { open: true, onOpenChange: fn(), onDownloadProfile: fn() },
} satisfies Meta<typeof AddToHomeSheet>;
export default meta;
type Story = StoryObj<typeof meta>;

async function sheet() {
  const d = await screen.findByRole('dialog', { name: 'Add to home screen' });
  await settle();
  return within(d);
}

/** Current iOS: Share → "Add to Home Screen" → Add. No profile link configured. */
export const Default: Story = {
  play: async ({ args }) => {
    const s = await sheet();
    const steps = s.getAllByRole('listitem');
    await expect(steps).toHaveLength(3);
    await expect(steps[0]).toHaveTextContent('Share icon');
    await expect(steps[1]).toHaveTextContent('Add to Home Screen');
    await expect(s.queryByRole('link', { name: 'Download profile' })).toBeNull();
    await userEvent.click(s.getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** iOS 12.1 and earlier: the older tips replace the usual steps. */
export const OldIos: Story = {
  args: { oldIos: true },
  play: async () => {
    const s = await sheet();
    await expect(s.getByRole('heading', { name: 'On iOS 12.1 and earlier' })).toBeVisible();
    await expect(s.getAllByRole('listitem')).toHaveLength(3);
    await expect(s.getByText(/Open this page in Safari/)).toBeVisible();
  },
};

/** A mobile-config link exists: "Download profile" is pinned under the tips. */
export const WithProfile: Story = {
  args: { mobileConfigUrl: 'https://downloads.example/lumen.mobileconfig' },
  play: async ({ args }) => {
    const s = await sheet();
    await expect(s.getByRole('link', { name: 'Download profile' })).toHaveAttribute('href', args.mobileConfigUrl);
  },
};

export const OldIosWithProfile: Story = {
  args: { oldIos: true, mobileConfigUrl: 'https://downloads.example/lumen.mobileconfig' },
};

export const Chinese: Story = {
  args: { mobileConfigUrl: 'https://downloads.example/lumen.mobileconfig' },
  globals: { locale: 'zh-CN' },
  play: async () => {
    await screen.findByRole('dialog', { name: '添加到主屏幕' }, { timeout: 5000 });
    await settle();
  },
};

export const Light: Story = {
  args: { mobileConfigUrl: 'https://downloads.example/lumen.mobileconfig' },
  globals: { theme: 'light' },
};

export const Verdant: Story = {
  args: { mobileConfigUrl: 'https://downloads.example/lumen.mobileconfig' },
  globals: { brand: 'verdant' },
};
