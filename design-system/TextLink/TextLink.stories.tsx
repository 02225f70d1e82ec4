import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { expect } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Text } from '../Text';
import { TextLink, type TextLinkProps } from './TextLink';

/**
 * A link with the router's navigation: a plain click calls `onPress` (here it counts), a modified click
 * is the browser's. The story stops every navigation at the window and shows whether the link had.
 */
function Demo(props: Partial<TextLinkProps>) {
  const [pressed, setPressed] = useState(0);
  const [last, setLast] = useState('none');
  useEffect(() => {
    const stop = (e: MouseEvent) => {
      setLast(e.defaultPrevented ? 'handled by the page' : 'left to the browser');
      e.preventDefault();
    };
    window.addEventListener('click', stop);
    return () => window.removeEventListener('click', stop);
  }, []);
  return (
    <div style={{ display: 'grid', gap: vars.space.sm }}>
      <p style={{ margin: 0 }}>
        <TextLink href="#member-01" onPress={() => setPressed((n) => n + 1)} {...props}>
          {props.children ?? 'player03'}
        </TextLink>
      </p>
      <Text tone="muted" size="sm" data-testid="result">
        pressed {pressed} · last click {last}
      </Text>
    </div>
  );
}

const meta = {
  title: 'Surfaces/TextLink',
  component: TextLink,
  args: { href: '#member-01', children: 'player03' },
  render: (args) => <Demo {...args} />,
  decorators: [
    (Story) => (
      <div
        style={{
          background: vars.color.page,
          color: vars.color.text,
          padding: vars.space.lg,
          maxWidth: vars.size.column,
        }}
      >
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A link (its address is real), and a plain click or Enter is the page's navigation. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'player03' });
    await expect(link).toHaveAttribute('href', '#member-01');
    await userEvent.click(link);
    await expect(canvas.getByTestId('result')).toHaveTextContent('pressed 1 · last click handled by the page');
    link.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByTestId('result')).toHaveTextContent('pressed 2');
  },
};

/** Ctrl-click (or Cmd, Shift, a middle click) is the browser's: a new tab, not the page's navigation. */
export const ModifiedClick: Story = {
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'player03' });
    await userEvent.keyboard('{Control>}');
    await userEvent.click(link);
    await userEvent.keyboard('{/Control}');
    await expect(canvas.getByTestId('result')).toHaveTextContent('pressed 0 · last click left to the browser');
  },
};

/** Without onPress it is an ordinary link. */
export const PlainLink: Story = {
  args: { onPress: undefined },
  render: (args) => (
    <TextLink href={args.href} icon={<ArrowLeft />}>
      Back to the results
    </TextLink>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Back to the results' });
    await expect(link).toHaveAttribute('href', '#member-01');
    await expect(link.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
  },
};

/** A long name in a narrow cell breaks instead of overflowing. */
export const LongText: Story = {
  args: { children: 'a_member_with_an_extraordinarily_long_username_2026' },
  render: (args) => (
    <div style={{ width: '10rem', border: `1px dashed ${vars.color.border}` }} data-testid="cell">
      <TextLink href={args.href}>{args.children}</TextLink>
    </div>
  ),
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link');
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(
      canvas.getByTestId('cell').getBoundingClientRect().width,
    );
  },
};

export const LightMode: Story = { globals: { theme: 'light' } };
