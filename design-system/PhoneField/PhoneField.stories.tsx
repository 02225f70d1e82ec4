import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { validateMobile } from '../../src/rules/accountValidation';
import { vars } from '../../themes/contract.css';
import { Button } from '../Button';
import { Form, useKitForm } from '../Form';
import { FormPhoneField } from './FormPhoneField';
import { PhoneField, type PhoneFieldProps } from './PhoneField';

const dialCodes = ['+86', '+852', '+63'];

/** Keeps the code and the number, as a page does. */
function Controlled(props: Partial<PhoneFieldProps>) {
  const [dialCode, setDialCode] = useState(props.dialCode ?? '+86');
  const [value, setValue] = useState(props.value ?? '');
  return (
    <PhoneField
      dialCodes={dialCodes}
      {...props}
      dialCode={dialCode}
      onDialCodeChange={setDialCode}
      value={value}
      onChange={setValue}
    />
  );
}

const meta = {
  title: 'Forms/PhoneField',
  component: Controlled,
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

/** The kit's own words; digits only, at most 20; the code is a native picker. */
export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const number = canvas.getByRole('textbox', { name: 'Mobile number' });
    await userEvent.type(number, '139-1234 5678a');
    await expect(number).toHaveValue('13912345678');
    await expect(number).toHaveAttribute('inputmode', 'numeric');
    await expect(number).toHaveAttribute('autocomplete', 'tel-national');
    await expect(number).toHaveAttribute('maxlength', '20');
    const code = canvas.getByRole('combobox', { name: 'Code' });
    await userEvent.selectOptions(code, '+852');
    await expect(code).toHaveValue('+852');
  },
};

/** The page's label (a new number in the security centre) and an error on the number. */
export const WithError: Story = {
  args: { label: 'New mobile number', value: '139', error: 'Mobile number not valid' },
  play: async ({ canvas }) => {
    const number = canvas.getByRole('textbox', { name: 'New mobile number' });
    await expect(number).toHaveAttribute('aria-invalid', 'true');
    await expect(number).toHaveAccessibleDescription('Mobile number not valid');
    await expect(canvas.getByRole('combobox', { name: 'Code' })).not.toHaveAttribute('aria-invalid', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, value: '13912345678' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: 'Code' })).toBeDisabled();
  },
};

type Values = { dial: string; mobile: string };

/** Bound to the form kit: the code and the number are two values; a wrong number takes the focus. */
function KitForm({ onSubmit }: { onSubmit: (values: Values) => void }) {
  const kit = useKitForm<Values>({
    defaultValues: { dial: '+86', mobile: '' },
    rules: { mobile: (v) => validateMobile(v as string) },
  });
  return (
    <Form kit={kit} aria-label="Bind mobile" onSubmit={kit.handleSubmit(onSubmit)}>
      <FormPhoneField dialCodes={dialCodes} dialName="dial" name="mobile" required />
      <Button type="submit" fullWidth>
        Save
      </Button>
    </Form>
  );
}

const submitted = fn();

export const InAForm: Story = {
  render: () => <KitForm onSubmit={submitted} />,
  play: async ({ canvas, userEvent }) => {
    submitted.mockClear();
    const number = canvas.getByRole('textbox', { name: 'Mobile number' });
    await expect(number).toHaveAttribute('aria-required', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(number).toHaveFocus());
    await expect(number).toHaveAccessibleDescription('This field is required');
    await expect(submitted).not.toHaveBeenCalled();
    await userEvent.type(number, '1391234x5678');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Code' }), '+63');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(submitted).toHaveBeenCalledWith({ dial: '+63', mobile: '13912345678' }));
    await expect(number).not.toHaveAttribute('aria-invalid', 'true');
  },
};

/** A narrow column: both labels stay on one line, the number keeps most of the width. */
export const Narrow: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: '16rem' }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const code = canvas.getByRole('combobox', { name: 'Code' }).getBoundingClientRect();
    const number = canvas.getByRole('textbox', { name: 'Mobile number' }).getBoundingClientRect();
    await expect(number.width).toBeGreaterThan(code.width * 2);
    await expect(Math.abs(number.top - code.top)).toBeLessThanOrEqual(1);
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: '手机号码' })).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: '区号' })).toHaveValue('+86');
  },
};

export const RightToLeft: Story = { globals: { direction: 'rtl' }, args: { value: '13912345678' } };

export const LightMode: Story = {
  globals: { theme: 'light' },
  args: { value: '13912345678', hint: 'We send a 6-digit code to this number.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Mobile number' })).toHaveAccessibleDescription(
      'We send a 6-digit code to this number.',
    );
  },
};
