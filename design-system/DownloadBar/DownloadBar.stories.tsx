import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { fontsSettled } from '../../.storybook/fonts';
import { phoneFrame } from '../Header/frames';
import { DownloadBar } from './DownloadBar';
import { appIconUrl } from './fixtures';

const meta = {
  title: 'Shell/DownloadBar',
  component: DownloadBar,
  parameters: { layout: 'fullscreen' },
  decorators: [phoneFrame()],
  args: {
    icon: <img src={appIconUrl} alt="" width={32} height={32} />,
    appName: 'Aurum',
    onDownload: fn(),
    onClose: fn(),
  },
} satisfies Meta<typeof DownloadBar>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Download opens the popup; the close button dismisses the bar. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const bar = canvas.getByRole('region', { name: 'Download the app' });
    await userEvent.click(canvas.getByRole('button', { name: 'Download' }));
    await expect(args.onDownload).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'Close download bar' }));
    await expect(args.onClose).toHaveBeenCalledOnce();
    await fontsSettled();
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
  },
};

/** A custom pitch that runs long clamps to two lines; the button never shrinks. */
export const LongPitch: Story = {
  args: {
    appName: 'Aurum Casino & Sports — official app for iPhone and Android',
    pitch: 'Faster games, instant deposit alerts, exclusive app-only bonuses every weekend and one-tap live chat',
  },
  decorators: [phoneFrame('360px')],
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('region');
    await fontsSettled();
    await expect(bar.scrollWidth).toBeLessThanOrEqual(bar.clientWidth);
    const button = canvas.getByRole('button', { name: 'Download' });
    await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: '下载' }, { timeout: 5000 });
    await expect(canvas.getByRole('region', { name: '下载应用' })).toBeVisible();
  },
};

export const Light: Story = { globals: { theme: 'light' } };

export const Verdant: Story = { args: { appName: 'Verdant' }, globals: { brand: 'verdant' } };
