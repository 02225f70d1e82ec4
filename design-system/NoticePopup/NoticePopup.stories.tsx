import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { fontsSettled } from '../../.storybook/fonts';
import { DialogButton } from '../Dialog/DialogButton';
import { settle } from '../Dialog/storyUtils';
import { NoticePopup, type NoticePopupProps } from './NoticePopup';

const paragraphs = [
  'This site is for adults only. By continuing you confirm you are of legal age in your country.',
  'Games involve real money. Only play with what you can afford to lose, and take regular breaks.',
  'Bonuses and promotions have wagering rules. Read each promotion’s terms before you take part.',
] as const;

const meta = {
  title: 'Shell/NoticePopup',
  component: NoticePopup,
  parameters: { layout: 'fullscreen' },
  args: { open: true, title: 'Please read before you play', paragraphs, onAgree: fn() },
} satisfies Meta<typeof NoticePopup>;
export default meta;
type Story = StoryObj<typeof meta>;

async function notice() {
  const d = await screen.findByRole('dialog', { name: 'Please read before you play' });
  await settle();
  return d;
}

/** Title, three paragraphs, Agree. */
export const Default: Story = {
  play: async ({ args }) => {
    const d = await notice();
    await expect(d.querySelectorAll('p')).toHaveLength(3);
    await expect(within(d).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.click(within(d).getByRole('button', { name: 'Agree' }));
    await expect(args.onAgree).toHaveBeenCalledOnce();
  },
};

function AsTheAppUsesIt(args: NoticePopupProps) {
  const [open, setOpen] = useState(true);
  return (
    <NoticePopup
      {...args}
      open={open}
      onAgree={() => {
        args.onAgree();
        setOpen(false);
      }}
    />
  );
}

/** A scrim tap and Escape do not close it; Agree does. */
export const OnlyAgreeCloses: Story = {
  render: (args) => <AsTheAppUsesIt {...args} />,
  play: async ({ args }) => {
    const d = await notice();
    await userEvent.keyboard('{Escape}');
    // The scrim is the dialog's parent (Radix overlay); a tap there is "outside".
    await userEvent.click(d.parentElement as HTMLElement);
    await settle();
    await expect(screen.getByRole('dialog')).toBeVisible();
    await expect(args.onAgree).not.toHaveBeenCalled();
    await userEvent.click(within(d).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 3000 });
    await expect(args.onAgree).toHaveBeenCalledOnce();
  },
};

/** Long paragraphs scroll inside the dialog; Agree stays reachable. */
export const LongText: Story = {
  args: {
    paragraphs: paragraphs.map((p) => `${p} ${p} ${p} ${p}`),
  },
  play: async () => {
    const d = await notice();
    const agree = within(d).getByRole('button', { name: 'Agree' });
    await fontsSettled();
    const box = agree.getBoundingClientRect();
    await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  },
};

export const Chinese: Story = {
  args: {
    title: '游戏前请阅读',
    paragraphs: [
      '本网站仅限成年人使用。继续即表示您已达到所在国家或地区的法定年龄。',
      '游戏涉及真实资金。请只用可承受损失的金额游戏，并适当休息。',
      '红利与优惠活动均有流水要求，参加前请阅读各活动条款。',
    ],
  },
  globals: { locale: 'zh-CN' },
  play: async () => {
    await screen.findByRole('button', { name: '同意' }, { timeout: 5000 });
    await settle();
  },
};

export const Light: Story = { globals: { theme: 'light' } };

/**
 * The page behind, as the shell lays it out: a header, <main> holding a live region (the banner
 * carousel's), and the site footer.
 */
function PageBehind() {
  return (
    <>
      <header>
        <DialogButton tone="secondary">Open menu</DialogButton>
      </header>
      <main>
        <h1>Welcome to Aurum Play</h1>
        <p aria-live="polite">Slide 1 of 3</p>
      </main>
      <footer>Help centre</footer>
    </>
  );
}

/** The notice drawn in place over the page, as the shell renders it (with the page, from the server). */
function OverThePage(args: NoticePopupProps) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <PageBehind />
      <NoticePopup
        {...args}
        open={open}
        onAgree={() => {
          args.onAgree();
          setOpen(false);
        }}
      />
    </>
  );
}

/**
 * Rendered in place, not portalled, and still modal: it is the only dialog, named, holding the focus;
 * the page beside it (header, main, footer) is inert and hidden. After Agree the page is reachable.
 */
export const OverThePageItCameWith: Story = {
  render: (args) => <OverThePage {...args} />,
  play: async ({ args }) => {
    const top = await notice();
    await expect(screen.getAllByRole('dialog')).toEqual([top]);
    await expect(top).toHaveAccessibleName('Please read before you play');
    await waitFor(() => expect(document.activeElement).toBe(within(top).getByRole('button', { name: 'Agree' })));
    for (const landmark of ['main', 'banner', 'contentinfo'] as const) {
      await expect(screen.queryByRole(landmark)).toBeNull();
    }
    await expect(document.querySelector('main')?.closest('[inert]')).not.toBeNull();

    await userEvent.click(within(top).getByRole('button', { name: 'Agree' }));
    await expect(args.onAgree).toHaveBeenCalledOnce();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(screen.getByRole('main')).toBeVisible();
    await expect(document.querySelector('[inert]')).toBeNull();
  },
};

/** While the page it came with is still hydrating: drawn, but not yet taking the focus or the page. */
export const NotYetInteractive: Story = {
  args: { interactive: false },
  render: (args) => (
    <>
      <PageBehind />
      <NoticePopup {...args} />
    </>
  ),
  play: async () => {
    await notice();
    await expect(document.activeElement).toBe(document.body);
    await expect(document.querySelector('[inert]')).toBeNull();
  },
};

export const Verdant: Story = { globals: { brand: 'verdant' } };
