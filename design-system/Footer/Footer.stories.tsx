import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { fontsSettled } from '../../.storybook/fonts';
import { phoneFrame } from '../Header/frames';
import { Footer } from './Footer';
import { paymentMethods, social, vendorLogos } from './fixtures';

const categories = [
  { key: 'hot', label: 'Hot games', to: '/m/hot-games' },
  { key: 'slots', label: 'Slots', to: '/m/slot-games' },
  { key: 'live', label: 'Live casino', to: '/m/live-games' },
  { key: 'fishing', label: 'Fishing', to: '/m/fishing-games' },
  { key: 'poker', label: 'Poker', to: '/m/poker-games' },
  { key: 'sports', label: 'Sports', to: '/m/sport-games' },
  { key: 'lottery', label: 'Lottery', to: '/m/lottery' },
];
const helpTitles = ['How to deposit', 'How to withdraw', 'Account security', 'Responsible gaming'];

const meta = {
  title: 'Shell/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  decorators: [phoneFrame()],
  args: {
    siteName: 'Aurum',
    year: 2026,
    ageLimit: 18,
    categories,
    helpTitles,
    social,
    paymentMethods,
    vendors: vendorLogos,
    onCustomerService: fn(),
    paths: { help: '/m/help', feedback: '/m/feedback', responsible: '/m/member/responsible' },
    onNavigate: fn(),
  },
} satisfies Meta<typeof Footer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Everything supplied: categories, help, contact, all eight networks, payments, vendors (capped at 22). */
export const Full: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const footer = canvas.getByRole('contentinfo');
    await userEvent.click(canvas.getByRole('button', { name: 'Support' }));
    await expect(args.onCustomerService).toHaveBeenCalledOnce();
    const complaints = canvas.getByRole('link', { name: 'Complaints' });
    await expect(complaints).toHaveAttribute('href', '/m/feedback');
    await userEvent.click(complaints);
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/m/feedback');
    await userEvent.click(canvas.getByRole('link', { name: 'Affiliate service' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/m/help?title=affiliate');
    await userEvent.click(canvas.getByRole('link', { name: 'Live casino' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/m/live-games');
    await userEvent.click(canvas.getByRole('link', { name: 'Account security' }));
    await expect(args.onNavigate).toHaveBeenLastCalledWith('/m/help?i=2');
    const vendors = canvas.getByRole('region', { name: 'Game providers' });
    await expect(within(vendors).getAllByRole('img')).toHaveLength(22);
    await expect(within(vendors).queryByRole('img', { name: 'Nimbus Games' })).toBeNull();
    const socialRegion = canvas.getByRole('region', { name: 'Follow us' });
    const socialLinks = within(socialRegion).getAllByRole('link');
    await expect(socialLinks.map((l) => l.textContent?.replace(' (opens in a new tab)', ''))).toEqual([
      'Instagram',
      'WhatsApp',
      'YouTube',
      'TikTok',
      'Facebook',
      'Twitter',
      'Telegram',
      'Viber',
    ]);
    for (const l of socialLinks) {
      await expect(l).toHaveAttribute('target', '_blank');
      await expect(l.getAttribute('rel')).toContain('noopener');
    }
    await expect(canvas.getByText(/aged 18 and over/)).toBeVisible();
    await expect(canvas.getByText('© 2026 Aurum. All rights reserved.')).toBeVisible();
    await fontsSettled();
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
  },
};

/** Nothing optional supplied: only contact links, the age notice and the copyright. */
export const Minimal: Story = {
  args: { categories: [], helpTitles: undefined, social: {}, paymentMethods: [], vendors: [], year: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Games' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Help' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Follow us' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Payment methods' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Game providers' })).toBeNull();
    await expect(canvas.getByRole('region', { name: 'Contact us' })).toBeVisible();
    await expect(canvas.getByText('© Aurum. All rights reserved.')).toBeVisible();
  },
};

/**
 * Before the catalogue and the help center answer: their sections show their headings and
 * placeholders, each announced as loading (aria-busy), so they do not pop in later and push the
 * rest down; the sections from the site config (contact, social, payments) are already whole.
 */
export const Loading: Story = {
  args: {
    categories: [],
    helpTitles: [],
    vendors: [],
    loading: { categories: true, help: true, vendors: true },
  },
  play: async ({ canvas }) => {
    for (const name of ['Games', 'Help', 'Game providers']) {
      const region = canvas.getByRole('region', { name });
      const status = within(region).getByRole('status');
      await expect(status).toHaveAttribute('aria-busy', 'true');
      await expect(within(region).queryAllByRole('link')).toHaveLength(0);
    }
    await expect(canvas.getByRole('region', { name: 'Contact us' })).toBeVisible();
    await expect(within(canvas.getByRole('region', { name: 'Payment methods' })).getAllByRole('img')).toHaveLength(
      paymentMethods.length,
    );
  },
};

/** Loaded, and the answer was empty: the loading flag no longer holds a section that has nothing to show. */
export const LoadedEmpty: Story = {
  args: { categories: [], helpTitles: [], vendors: [], loading: { categories: false, help: false, vendors: false } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'Games' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Help' })).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Game providers' })).toBeNull();
    await expect(canvas.queryByRole('status')).toBeNull();
  },
};

/** Only the networks with a link show. */
export const SomeSocialLinks: Story = {
  args: { social: { TELEGRAM: 'https://t.example/lumen', WHATSAPP: 'https://wa.example/1', VIBER: '' } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Follow us' });
    const links = within(region).getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAccessibleName('WhatsApp (opens in a new tab)');
    await expect(links[1]).toHaveAttribute('href', 'https://t.example/lumen');
  },
};

/** Markets with a 21 age limit. */
export const Age21: Story = {
  args: { ageLimit: 21 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('21+')).toBeVisible();
    await expect(canvas.getByText(/aged 21 and over/)).toBeVisible();
  },
};

export const Narrow360: Story = {
  decorators: [phoneFrame('360px')],
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await fontsSettled();
    await expect(footer.scrollWidth).toBeLessThanOrEqual(footer.clientWidth);
  },
};

export const Chinese: Story = {
  args: { categories: [{ key: 'slots', label: '老虎机', to: '/m/slot-games' }], helpTitles: ['如何充值'] },
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: '在线客服' }, { timeout: 5000 });
    await expect(canvas.getByText(/18 岁及以上/)).toBeVisible();
  },
};

/** The responsible-gaming page is one tap away, beside the age notice; a tap navigates in the app. */
export const ResponsibleGamingLink: Story = {
  play: async ({ args, canvas, userEvent }) => {
    // The help topic of the same name links to the help centre; this one, beside the age notice, to the page.
    const link = canvas
      .getAllByRole('link', { name: 'Responsible gaming' })
      .find((a) => a.getAttribute('href') === '/m/member/responsible') as HTMLElement;
    await expect(link).toBeVisible();
    await userEvent.click(link);
    await expect(args.onNavigate).toHaveBeenCalledWith('/m/member/responsible');
  },
};

export const ResponsibleGamingLinkChinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    const links = await canvas.findAllByRole('link', { name: '理性博彩' }, { timeout: 5000 });
    await expect(links.find((a) => a.getAttribute('href') === '/m/member/responsible')).toBeVisible();
  },
};

export const Light: Story = { globals: { theme: 'light' } };

export const Verdant: Story = { args: { siteName: 'Verdant' }, globals: { brand: 'verdant' } };
