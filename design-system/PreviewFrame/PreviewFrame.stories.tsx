import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { PreviewFrame } from './PreviewFrame';

/** A self-contained page, so the story needs no network and no server. */
const page = (bg: string, fg: string) =>
  `data:text/html,${encodeURIComponent(
    `<body style="margin:0;background:${bg};color:${fg};font:16px sans-serif"><header style="padding:12px;background:${fg};color:${bg}">Brand</header><p style="padding:12px">Home page</p></body>`,
  )}`;

const meta = {
  title: 'Admin/PreviewFrame',
  component: PreviewFrame,
  args: { src: page('#071713', '#2dd4bf'), title: 'Preview, dark' },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, display: 'flex', gap: vars.space.lg }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof PreviewFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A phone-sized frame at half size, named and captioned. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const frame = canvas.getByTitle('Preview, dark');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
    await expect(canvas.getByText('Preview, dark')).toBeVisible();
  },
};

/** Larger, for a wide screen. */
export const Larger: Story = { args: { scale: 0.7, src: page('#f0f8f5', '#0f766e'), title: 'Preview, light' } };
