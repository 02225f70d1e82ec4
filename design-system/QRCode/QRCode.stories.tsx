import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { resetToasts, Toaster } from '../Toast';
import { QRCode, qrCodeSizes } from './QRCode';

const SITE = 'https://aurum.example/m/home';

/** The clipboard, replaced for the story: resolves (or rejects) and records what was written. */
function stubClipboard(fail = false) {
  const writeText = fn(async (_text: string) => {
    if (fail) throw new Error('denied');
  });
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  return writeText;
}

const meta = {
  title: 'Data/QRCode',
  component: QRCode,
  argTypes: { size: { control: 'inline-radio', options: qrCodeSizes } },
  args: { value: SITE, label: 'Scan to open the site on your phone', onCopied: fn() },
  decorators: [
    (Story) => {
      resetToasts();
      return (
        <div style={{ background: vars.color.surface, padding: vars.space.lg, maxWidth: vars.size.column }}>
          <Story />
          <Toaster />
        </div>
      );
    },
  ],
} satisfies Meta<typeof QRCode>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The code appears once the lazy encoder has loaded. */
const drawn = (root: HTMLElement) =>
  waitFor(() => expect(root.querySelector('svg[data-qr-code] path')).not.toBeNull(), { timeout: 8000 });

/** The code, named for what it does, and the link with Copy: a toast confirms. */
export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const writeText = stubClipboard();
    await expect(canvas.getByRole('img', { name: 'Scan to open the site on your phone' })).toBeInTheDocument();
    await expect(canvas.getByTestId('qr-link')).toHaveTextContent(SITE);
    await drawn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the link' }));
    await expect(writeText).toHaveBeenCalledWith(SITE);
    await waitFor(() => expect(screen.getByText('Link copied')).toBeVisible(), { timeout: 3000 });
    await expect(args.onCopied).toHaveBeenCalledOnce();
  },
};

/** The browser refuses the clipboard: the toast says to copy by hand, onCopied is not called. */
export const CopyRefused: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    stubClipboard(true);
    await drawn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copy the link' }));
    await waitFor(() => expect(screen.getByText(/Could not copy the link/)).toBeVisible(), { timeout: 3000 });
    await expect(args.onCopied).not.toHaveBeenCalled();
  },
};

/** Small, code only. */
export const SmallWithoutLink: Story = {
  args: { size: 'sm', showLink: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
    await drawn(canvasElement);
  },
};

/** A long referral link wraps instead of widening the page. */
export const LongLink: Story = {
  args: {
    value: 'https://aurum-casino-and-sports.example/m/register?recommenderId=lucky_lin_8812&utm_source=invite',
    label: 'Scan to register with your friend’s invitation',
  },
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByTestId('qr-link');
    await expect(link.scrollWidth).toBeLessThanOrEqual(link.clientWidth + 1);
    await drawn(canvasElement);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { label: '用手机扫码打开网站' },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: '复制链接' })).toBeInTheDocument();
    await drawn(canvasElement);
  },
};

/** Dark modules on a light ground in the light mode too. */
export const Light: Story = {
  globals: { theme: 'light' },
  play: async ({ canvasElement }) => drawn(canvasElement),
};
