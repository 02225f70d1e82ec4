import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Image } from '../Image';
import { RichText } from '../RichText';
import { Accordion, AccordionItem } from './Accordion';

const ART =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 240"><rect width="640" height="240" fill="#1d2a4a"/><text x="32" y="140" font-size="64" fill="#e7c56a" font-family="sans-serif">120% BONUS</text></svg>',
  );

function Demo({ open = [] as number[], withMedia = true }) {
  const [opened, setOpened] = useState<number[]>(open);
  const toggle = (i: number) => setOpened((o) => (o.includes(i) ? o.filter((x) => x !== i) : [...o, i]));
  const items = [
    {
      title: 'Welcome bonus 120% up to ¥3,000',
      meta: '2026-11-01 — long-term',
      html: '<p>Your <b>first deposit</b> is matched.</p>',
    },
    {
      title: 'Weekend reload',
      meta: '2026-11-20 – 2026-12-31',
      html: '<ul><li>Deposit on Saturday</li><li>Get 10%</li></ul>',
    },
  ];
  return (
    <Accordion label="Promotions">
      {items.map((item, i) => (
        <AccordionItem
          key={item.title}
          title={item.title}
          meta={item.meta}
          media={withMedia ? <Image src={ART} alt="" aspectRatio="8 / 3" radius="none" /> : undefined}
          expanded={opened.includes(i)}
          onToggle={() => toggle(i)}
        >
          <RichText html={item.html} />
        </AccordionItem>
      ))}
    </Accordion>
  );
}

const meta = {
  title: 'Display/Accordion',
  component: Demo,
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Demo>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Collapsed: art, title and dates; a tap opens one item and shows its content. */
export const Collapsed: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /Welcome bonus/ });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText('first deposit')).toBeNull();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('first deposit')).toBeVisible();
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

/** One open, one closed. */
export const OneOpen: Story = {
  args: { open: [1] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Weekend reload/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Get 10%')).toBeVisible();
  },
};

/** Without art: title and meta only. */
export const TextOnly: Story = { args: { withMedia: false } };
