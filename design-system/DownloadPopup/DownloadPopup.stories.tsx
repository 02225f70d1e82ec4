import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { settle } from '../Dialog/storyUtils';
import { DownloadPopup } from './DownloadPopup';

const androidPhone = { ios: false, iosSafari: false, iosVersion: null };

const meta = {
  title: 'Shell/DownloadPopup',
  component: DownloadPopup,
  parameters: { layout: 'fullscreen' },
  args: {
    open: true,
    onOpenChange: fn(),
    androidUrl: 'https://downloads.example/lumen.apk',
    mobileConfigUrl: 'https://downloads.example/lumen.mobileconfig',
    iosUrl: 'itms-services://?action=download-manifest&url=https://downloads.example/manifest.plist',
    onAddToHome: fn(),
    onBlocked: fn(),
    platform: androidPhone,
  },
} satisfies Meta<typeof DownloadPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

async function popup() {
  const d = await screen.findByRole('dialog', { name: 'Download the app' });
  await settle();
  return within(d);
}

/** Every option configured: Android, iOS profile, add to home screen, iOS app. */
export const AllOptions: Story = {
  play: async ({ args }) => {
    const d = await popup();
    await expect(d.getAllByRole('listitem')).toHaveLength(4);
    await expect(d.getByRole('link', { name: /Android/ })).toHaveAttribute('href', args.androidUrl);
    await expect(d.getByRole('link', { name: /iOS profile/ })).toHaveAttribute('href', args.mobileConfigUrl);
    await expect(d.getByRole('link', { name: /iOS app/ })).toHaveAttribute('href', args.iosUrl);
    await userEvent.click(d.getByRole('button', { name: /Add to home screen/ }));
    await expect(args.onAddToHome).toHaveBeenCalledOnce();
    await userEvent.click(d.getByRole('button', { name: 'Close' }));
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** Only what exists shows: here just Android. */
export const AndroidOnly: Story = {
  args: { mobileConfigUrl: undefined, iosUrl: undefined, onAddToHome: undefined },
  play: async () => {
    const d = await popup();
    await expect(d.getAllByRole('listitem')).toHaveLength(1);
    await expect(d.queryByRole('link', { name: /iOS/ })).toBeNull();
  },
};

/** Safari on a recent iPhone: the iOS links are followed as usual. */
export const IosSafari: Story = {
  args: { platform: { ios: true, iosSafari: true, iosVersion: 17.4 } },
  play: async () => {
    const d = await popup();
    await expect(d.getByRole('link', { name: /iOS app/ })).toHaveAttribute('href');
    await expect(d.queryByRole('alert')).toBeNull();
  },
};

/** Chrome (or an in-app browser) on iOS: the iOS options ask for Safari instead of downloading. */
export const IosOtherBrowser: Story = {
  args: { platform: { ios: true, iosSafari: false, iosVersion: 17.4 } },
  play: async ({ args }) => {
    const d = await popup();
    await userEvent.click(d.getByRole('link', { name: /iOS app/ }));
    await expect(await d.findByRole('alert')).toHaveTextContent('Please use Safari for download App.');
    await expect(args.onBlocked).toHaveBeenLastCalledWith('useSafari');
    await userEvent.click(d.getByRole('link', { name: /iOS profile/ }));
    await expect(args.onBlocked).toHaveBeenCalledTimes(2);
    // The links were not followed: the popup is still here.
    await expect(screen.getByRole('dialog')).toBeVisible();
  },
};

/** iOS 12.1: the iOS app option says it needs 12.4 or later and is not a link. */
export const IosTooOld: Story = {
  args: { platform: { ios: true, iosSafari: true, iosVersion: 12.1 } },
  play: async () => {
    const d = await popup();
    await expect(d.getByText('Requires iOS 12.4 or later')).toBeVisible();
    await expect(d.queryByRole('link', { name: /iOS app/ })).toBeNull();
    // The profile still works on old iOS.
    await expect(d.getByRole('link', { name: /iOS profile/ })).toHaveAttribute('href');
  },
};

/** Nothing configured: an honest message rather than an empty box. */
export const NoOptions: Story = {
  args: { androidUrl: undefined, mobileConfigUrl: undefined, iosUrl: undefined, onAddToHome: undefined },
  play: async () => {
    const d = await popup();
    await expect(d.getByText('No downloads are available at the moment.')).toBeVisible();
  },
};

export const Chinese: Story = {
  args: { platform: { ios: true, iosSafari: true, iosVersion: 12.1 } },
  globals: { locale: 'zh-CN' },
  play: async () => {
    const d = await screen.findByRole('dialog', { name: '下载应用' }, { timeout: 5000 });
    await settle();
    await expect(within(d).getByText('需要 iOS 12.4 或更高版本')).toBeVisible();
  },
};

export const Light: Story = {
  args: { platform: { ios: true, iosSafari: true, iosVersion: 12.1 } },
  globals: { theme: 'light' },
};

export const Verdant: Story = { globals: { brand: 'verdant' } };
