import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { htmlPreview, RichText } from './RichText';

const meta = {
  title: 'Display/RichText',
  component: RichText,
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.surface, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RichText>;
export default meta;
type Story = StoryObj<typeof meta>;

const announcement =
  '<h3>Weekend reload</h3><p>Deposit from <strong>Friday 18:00</strong> to Sunday and get <mark>50%</mark> more, up to ¥888.</p>' +
  '<ul><li>Minimum deposit ¥100</li><li>Wagering 10× the bonus</li></ul>' +
  '<p>Questions? <a href="https://t.me/aurum_support" target="_blank" rel="noopener noreferrer nofollow">Ask us on Telegram</a>.</p>';

/** An announcement as operators write it: a heading, emphasis, a list and an external link. */
export const Announcement: Story = {
  args: { html: announcement },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Weekend reload' })).toBeVisible();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'Ask us on Telegram' })).toHaveAttribute('target', '_blank');
  },
};

/** A table of rates (the sanitiser keeps tables), with a long unbroken word that must wrap. */
export const Table: Story = {
  args: {
    html:
      '<table><thead><tr><th>Level</th><th>Rebate</th></tr></thead><tbody><tr><td>VIP1</td><td>0.5%</td></tr>' +
      '<tr><td>VIP2</td><td>0.8%</td></tr></tbody></table><p>Reference: ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ</p>',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table')).toBeVisible();
    await expect(canvas.getAllByRole('row')).toHaveLength(3);
  },
};

/** Anything a sanitiser missed upstream is dropped here too: no script runs, no handler stays. */
export const Hostile: Story = {
  args: {
    html: '<p>Safe text</p><img src="x" alt="" onerror="window.__pwned = true"><script>window.__pwned = true</script><a href="javascript:window.__pwned=true">link</a>',
  },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvas.getByText('Safe text')).toBeVisible();
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(canvas.getByText('link')).not.toHaveAttribute('href', expect.stringContaining('javascript'));
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

/** htmlPreview: the plain-text line a collapsed card shows. */
export const Preview: Story = {
  args: { html: '' },
  render: () => <p>{htmlPreview(announcement)}</p>,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'Weekend reload Deposit from Friday 18:00 to Sunday and get 50% more, up to ¥888. Minimum deposit ¥100 Wagering 10× the bonus Questions? Ask us on Telegram.',
      ),
    ).toBeVisible();
  },
};
