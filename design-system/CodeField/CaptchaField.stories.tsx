import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import { vars } from '../../themes/contract.css';
import { type CaptchaChallenge, CaptchaField, useCaptcha } from './CaptchaField';

/** A 1×1 transparent PNG stands in for the server's picture. */
const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

function Demo({ fetch, error }: { fetch: () => Promise<CaptchaChallenge>; error?: string }) {
  const [answer, setAnswer] = useState('');
  const { captcha, refresh, error: fetchError } = useCaptcha(fetch, { onRefresh: () => setAnswer('') });
  return (
    <div style={{ display: 'grid', gap: vars.space.sm }}>
      <CaptchaField
        captcha={captcha}
        onRefresh={() => void refresh()}
        value={answer}
        onChange={setAnswer}
        error={error ?? (fetchError ? 'Could not load the picture' : undefined)}
      />
      <p>Picture: {captcha?.id ?? '—'}</p>
    </div>
  );
}

let n = 0;
const meta = {
  title: 'Forms/CaptchaField',
  component: Demo,
  args: { fetch: fn(async () => ({ id: `c${++n}`, image: PIXEL, length: 6 })) },
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

/** The picture loads once; digits only, at most the captcha's length; pressing the picture gets a new one and clears the answer. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(await canvas.findByRole('img', { name: 'Verification code picture' })).toBeInTheDocument();
    await expect(args.fetch).toHaveBeenCalledTimes(1);
    const input = canvas.getByRole('textbox', { name: 'Verification code' });
    await expect(input).toHaveAccessibleDescription('Enter the 6 digits in the picture');
    await userEvent.type(input, '12x34567');
    await expect(input).toHaveValue('123456');
    const first = canvas.getByText(/^Picture: /).textContent;
    await userEvent.click(canvas.getByRole('button', { name: 'New picture' }));
    await waitFor(() => expect(canvas.getByText(/^Picture: /).textContent).not.toBe(first));
    await expect(input).toHaveValue('');
    await expect(args.fetch).toHaveBeenCalledTimes(2);
  },
};

/** Before the picture arrives, the button shows a refresh icon and still has its name. */
export const Loading: Story = {
  args: { fetch: fn(() => new Promise<CaptchaChallenge>(() => {})) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'New picture' })).toBeInTheDocument();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const FetchFails: Story = {
  args: {
    fetch: fn(async () => {
      throw { code: 'network.offline' };
    }),
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not load the picture');
  },
};

export const WithError: Story = {
  args: { error: 'Please enter the code: 6 digits' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Verification code' })).toHaveAccessibleDescription(
      'Please enter the code: 6 digits',
    );
  },
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('textbox', { name: '验证码' })).toHaveAccessibleDescription(
      '请输入图中的 6 位数字',
    );
    await expect(canvas.getByRole('button', { name: '换一张' })).toBeInTheDocument();
  },
};

export const Light: Story = {
  globals: { theme: 'light' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: 'Verification code picture' })).toBeInTheDocument();
  },
};
