import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { ColourField, type ContrastReading } from './ColourField';

const words = (r: ContrastReading, passes: boolean) =>
  `${r.label}: ${r.ratio.toFixed(2)}:1 ${passes ? 'passes' : 'fails'} (at least ${r.min}:1)`;

const meta = {
  title: 'Forms/ColourField',
  component: ColourField,
  args: {
    label: 'Accent',
    pickerLabel: 'Accent: pick a colour',
    hint: 'Buttons and highlights.',
    value: '#0ea5e9',
    onChange: fn(),
    formatReading: words,
    readings: [
      { label: 'Text on the accent (dark)', ratio: 7.12, min: 4.5 },
      { label: 'Text on the accent (light)', ratio: 7.12, min: 4.5 },
    ],
  },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ColourField>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A colour whose contrast passes: the readout says so in words. */
export const Passing: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Accent' })).toHaveValue('#0ea5e9');
    await expect(canvas.getByText(/Text on the accent \(dark\): 7\.12:1 passes/)).toBeVisible();
  },
};

/** A failing pair reads in red and in words, with the ratio and the minimum. */
export const Failing: Story = {
  args: {
    value: '#777777',
    readings: [{ label: 'Text on the accent (dark)', ratio: 1.07, min: 4.5 }],
    error: 'Contrast 1.07:1; at least 4.5:1 is needed',
  },
  play: async ({ canvas }) => {
    const line = canvas.getByText(/1\.07:1 fails \(at least 4\.5:1\)/);
    await expect(line).toHaveAttribute('data-contrast', 'fail');
  },
};

/** Typing a colour reports it; an incomplete one shows no readout. */
export const Typing: Story = {
  render: function Render(args) {
    const [value, setValue] = useState('');
    return (
      <ColourField
        {...args}
        value={value}
        onChange={(v) => {
          setValue(v);
          args.onChange(v);
        }}
      />
    );
  },
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Accent' });
    await userEvent.type(input, '#12');
    await expect(canvas.queryByText(/passes/)).toBeNull();
    await userEvent.type(input, '3');
    await expect(args.onChange).toHaveBeenLastCalledWith('#123');
    await expect(canvas.getByText(/Text on the accent \(dark\)/)).toBeVisible();
  },
};

/** Empty ("the brand's own"): the picker shows the brand's own colour, not black, and no readout. */
export const BrandsOwn: Story = {
  args: { value: '', placeholder: "The brand's own", fallback: '#F2C04D' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Accent' })).toHaveValue('');
    await expect(canvas.getByLabelText('Accent: pick a colour')).toHaveValue('#f2c04d');
    await expect(canvas.queryByText(/passes/)).toBeNull();
  },
};
