import type { Meta, StoryObj } from '@storybook/react-vite';
import { Banknote, CreditCard, QrCode, Wallet, Zap } from 'lucide-react';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { type IconOption, IconPicker, type IconPickerProps } from './IconPicker';

type Icon = 'bank' | 'card' | 'qr' | 'wallet' | 'instant';
const OPTIONS: IconOption<Icon>[] = [
  { value: 'bank', label: 'Bank transfer', icon: <Banknote /> },
  { value: 'card', label: 'Card', icon: <CreditCard /> },
  { value: 'qr', label: 'QR code', icon: <QrCode /> },
  { value: 'wallet', label: 'Wallet', icon: <Wallet /> },
  { value: 'instant', label: 'Lightning', icon: <Zap /> },
];

function Controlled(props: Omit<IconPickerProps<Icon>, 'value' | 'options'> & { initial?: Icon | '' }) {
  const [value, setValue] = useState<Icon | ''>(props.initial ?? '');
  return (
    <IconPicker
      {...props}
      options={OPTIONS}
      value={value}
      onChange={(v) => {
        setValue(v);
        props.onChange(v);
      }}
    />
  );
}

const meta = {
  title: 'Forms/IconPicker',
  component: Controlled,
  args: { label: 'Icon', hint: 'Shown beside the method on the deposit page.', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A radio group named by its legend; a tap picks a tile, arrows move the choice. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Icon' });
    await expect(group).toHaveAccessibleDescription('Shown beside the method on the deposit page.');
    await userEvent.click(canvas.getByRole('radio', { name: 'Wallet' }));
    await expect(canvas.getByRole('radio', { name: 'Wallet' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('wallet');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Lightning' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('instant');
  },
};

export const Selected: Story = {
  args: { initial: 'qr' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'QR code' })).toBeChecked();
  },
};

export const WithError: Story = {
  args: { error: 'Choose an icon' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Choose an icon');
    await expect(canvas.getByRole('group', { name: 'Icon' })).toHaveAccessibleDescription('Choose an icon');
    await expect(canvas.getByRole('radio', { name: 'Card' })).toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, initial: 'bank' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Card' })).toBeDisabled();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { label: '图标', hint: '显示在存款页的方式旁。' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('group', { name: '图标' })).toBeInTheDocument();
  },
};

export const Light: Story = { globals: { theme: 'light' }, args: { initial: 'card' } };
