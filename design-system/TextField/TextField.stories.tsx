import type { Meta, StoryObj } from '@storybook/react-vite';
import { Search } from 'lucide-react';
import { useRef, useState } from 'react';
import { expect, fn } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { Button } from '../Button';
import { TextField } from './TextField';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  argTypes: { prefix: { control: 'text' }, suffix: { control: false } },
  args: { label: 'Username', placeholder: 'Enter your username', autoComplete: 'username', onChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('Username');
    await userEvent.type(input, 'lucky88');
    await expect(input).toHaveValue('lucky88');
    await expect(args.onChange).toHaveBeenLastCalledWith('lucky88', expect.anything());
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const WithHint: Story = {
  args: { hint: '6–16 letters or digits, starting with a letter.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Username')).toHaveAccessibleDescription(
      '6–16 letters or digits, starting with a letter.',
    );
  },
};

export const WithError: Story = {
  args: {
    defaultValue: 'ab',
    hint: '6–16 letters or digits, starting with a letter.',
    error: 'Account format incorrect',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByLabelText('Username');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Account format incorrect');
    await expect(canvas.getByRole('alert')).toHaveTextContent('Account format incorrect');
    // The error replaces the hint.
    await expect(canvas.queryByText(/6–16 letters/)).toBeNull();
  },
};

function ValidateOnBlur() {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const error = touched && !/^\S+@\S+\.\S+$/.test(value) ? 'E-mail format incorrect' : undefined;
  return (
    <TextField
      label="E-mail"
      type="email"
      inputMode="email"
      autoComplete="email"
      value={value}
      onChange={setValue}
      onBlur={() => setTouched(true)}
      error={error}
    />
  );
}

/** The error appears after leaving the field and is announced (role="alert"); fixing it clears it. */
export const ErrorAppearsOnBlur: Story = {
  render: () => <ValidateOnBlur />,
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('E-mail');
    await userEvent.type(input, 'player@');
    await userEvent.tab();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('E-mail format incorrect');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, 'example.com');
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(input).not.toHaveAttribute('aria-invalid');
  },
};

export const Optional: Story = {
  args: { label: 'Nickname', optional: true, placeholder: 'Shown on the winners board', autoComplete: 'nickname' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Nickname (Optional)' })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'lucky88' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Username')).toBeDisabled();
  },
};

export const ReadOnly: Story = {
  args: { readOnly: true, defaultValue: 'lucky88', hint: 'The username cannot be changed.' },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Username');
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('lucky88');
  },
};

export const PhoneWithDiallingCode: Story = {
  args: {
    label: 'Mobile number',
    prefix: '+86',
    type: 'tel',
    inputMode: 'tel',
    autoComplete: 'tel-national',
    placeholder: '138 0013 8000',
    maxLength: 11,
  },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('Mobile number');
    await expect(input).toHaveAttribute('inputmode', 'tel');
    await expect(input).toHaveAttribute('maxlength', '11');
    await expect(input).toHaveAttribute('autocomplete', 'tel-national');
    await userEvent.type(input, '13800138000');
    await expect(input).toHaveValue('13800138000');
  },
};

const getCode = fn();

export const VerificationCodeWithButton: Story = {
  args: {
    label: 'Verification code',
    inputMode: 'numeric',
    autoComplete: 'one-time-code',
    maxLength: 6,
    placeholder: '6 digits',
    suffix: (
      <Button size="sm" variant="secondary" onPress={getCode}>
        Get code
      </Button>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    getCode.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(getCode).toHaveBeenCalledTimes(1);
    await userEvent.type(canvas.getByLabelText('Verification code'), '123456');
    await expect(canvas.getByLabelText('Verification code')).toHaveValue('123456');
  },
};

export const SearchWithIcon: Story = {
  args: { label: 'Search games', prefix: <Search aria-hidden="true" />, type: 'search', placeholder: 'Game name' },
};

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <div style={{ display: 'grid', gap: vars.space.sm }}>
      <TextField label="Invitation code" value={value} onChange={(v) => setValue(v.toUpperCase())} optional />
      <p>Code: {value || '—'}</p>
    </div>
  );
}

/** Controlled: the parent owns the value (here it upper-cases what is typed). */
export const ControlledValue: Story = {
  render: () => <Controlled />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText(/Invitation code/), 'ab12');
    await expect(canvas.getByLabelText(/Invitation code/)).toHaveValue('AB12');
    await expect(canvas.getByText('Code: AB12')).toBeInTheDocument();
  },
};

function FocusFromRef() {
  const ref = useRef<HTMLInputElement>(null);
  return (
    <div style={{ display: 'grid', gap: vars.space.sm }}>
      <TextField ref={ref} label="Payee name" autoComplete="name" />
      <Button variant="ghost" onPress={() => ref.current?.focus()}>
        Edit payee
      </Button>
    </div>
  );
}

/** The ref reaches the <input>, so forms can focus the first invalid field. */
export const ForwardsRef: Story = {
  render: () => <FocusFromRef />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Edit payee' }));
    await expect(canvas.getByLabelText('Payee name')).toHaveFocus();
  },
};

export const Light: Story = {
  globals: { theme: 'light' },
  render: (args) => (
    <div style={{ display: 'grid', gap: vars.space.lg }}>
      <TextField {...args} hint="6–16 letters or digits." />
      <TextField {...args} label="Password" type="password" defaultValue="secret1" error="Password format incorrect" />
      <TextField {...args} label="Nickname" optional />
      <TextField {...args} label="Mobile number" prefix="+86" disabled defaultValue="13800138000" />
      <TextField {...args} label="Account" readOnly defaultValue="lucky88" />
    </div>
  ),
};

export const RightToLeft: Story = {
  globals: { direction: 'rtl' },
  args: {
    label: 'Mobile number',
    // Dialling codes and phone numbers read left-to-right even in RTL languages.
    prefix: <span dir="ltr">+971</span>,
    type: 'tel',
    dir: 'ltr',
    hint: 'We send a code to this number.',
  },
};
