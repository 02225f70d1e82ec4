import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { CodeField, type CodeFieldProps } from './CodeField';
import type { SendResult } from './codeLogic';

function Controlled(props: Omit<CodeFieldProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return <CodeField {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Forms/CodeField',
  component: Controlled,
  args: { label: 'SMS code', onSend: fn(async (): Promise<SendResult> => undefined) },
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

/** Digits only; "Get code" sends, then the button counts down the 60 s resend interval, disabled. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('SMS code');
    await userEvent.type(input, '12a34');
    await expect(input).toHaveValue('1234');
    await expect(input).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
    const resend = await canvas.findByRole('button', { name: /^Resend in (60|59) s$/ });
    await expect(resend).toBeDisabled();
  },
};

/** A short interval: the seconds tick down, then "Get code" is enabled again. */
export const CountdownTicks: Story = {
  args: { resendSeconds: 2 },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(await canvas.findByRole('button', { name: 'Resend in 2 s' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Resend in 1 s' })).toBeDisabled(), {
      timeout: 2000,
    });
    const again = await canvas.findByRole('button', { name: 'Get code' }, { timeout: 3000 });
    await expect(again).toBeEnabled();
    await userEvent.click(again);
    await expect(args.onSend).toHaveBeenCalledTimes(2);
  },
};

/** The send answers when the next one is allowed: the countdown runs to that time. */
export const ServerTime: Story = {
  args: { onSend: fn(async () => Date.now() + 30_000) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(await canvas.findByRole('button', { name: /^Resend in (30|29) s$/ })).toBeDisabled();
  },
};

/** A refused send shows its message under the field; a `retryAt` starts the countdown. */
export const SendFails: Story = {
  args: {
    onSend: fn(async () => {
      throw { code: 'sms.too_soon', retryAt: Date.now() + 10_000 };
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(await canvas.findByRole('alert')).not.toHaveTextContent('');
    await expect(canvas.getByLabelText('SMS code')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('button', { name: /^Resend in (10|9) s$/ })).toBeDisabled();
  },
};

/** A failure without a code reads "Unknown error", and the button stays available. */
export const SendFailsUnknown: Story = {
  args: {
    onSend: fn(async () => {
      throw new Error('offline');
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Unknown error');
    await expect(canvas.getByRole('button', { name: 'Get code' })).toBeEnabled();
  },
};

/** The page refused to send (e.g. a bad mobile number): null, no countdown. */
export const NothingSent: Story = {
  args: { onSend: fn(async () => null) },
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Get code' }));
    await expect(args.onSend).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Get code' })).toBeEnabled();
  },
};

/** While sending, the button is busy and a second press sends nothing. */
export const Sending: Story = {
  args: { onSend: fn(() => new Promise<undefined>((r) => setTimeout(() => r(undefined), 500))) },
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Get code' });
    await userEvent.click(button);
    await waitFor(() => expect(canvas.getByRole('button', { name: /Get code/ })).toHaveAttribute('aria-busy', 'true'));
    await userEvent.click(canvas.getByRole('button', { name: /Get code/ }));
    await canvas.findByRole('button', { name: /^Resend in/ }, { timeout: 2000 });
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

export const WithError: Story = {
  args: { error: 'Enter a valid verification code', label: 'Code from the e-mail', sendLabel: 'Send code' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Code from the e-mail')).toHaveAccessibleDescription(
      'Enter a valid verification code',
    );
    await expect(canvas.getByRole('button', { name: 'Send code' })).toBeEnabled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('SMS code')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Get code' })).toBeDisabled();
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  args: { label: '短信验证码' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '获取验证码' }));
    await expect(await canvas.findByRole('button', { name: /^(60|59) 秒后重发$/ })).toBeDisabled();
  },
};

export const Light: Story = {
  globals: { theme: 'light' },
  args: { hint: 'We send a 6-digit code to this number.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('SMS code')).toHaveAccessibleDescription(
      'We send a 6-digit code to this number.',
    );
  },
};
