import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { DialogButton } from '../Dialog/DialogButton';
import { Countdown, type CountdownProps, useCountdown } from './Countdown';
import { expiresIn, SMS_RESEND_SECONDS } from './countdownLogic';

/**
 * In these stories `expiresAt` is an offset in ms from the moment the story renders (the preview pins
 * Date.now to a fixed origin, so an absolute timestamp written here would already be in the past).
 */
function Relative({ expiresAt, ...rest }: CountdownProps) {
  const [at] = useState(() => Date.now() + expiresAt);
  return <Countdown {...rest} expiresAt={at} />;
}

const meta = {
  title: 'Motion/Countdown',
  component: Countdown,
  render: (args) => <Relative {...args} />,
  args: { expiresAt: 60_000, onComplete: fn() },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The 60 s SMS countdown, just started. */
export const Running: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^(60|59) s$/);
    await expect(args.onComplete).not.toHaveBeenCalled();
  },
};

/** 1.5 s left: it reaches 0 and calls onComplete exactly once. */
export const AlmostDone: Story = {
  args: { expiresAt: 1500 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('2 s');
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledOnce(), { timeout: 4000 });
    await expect(canvas.getByRole('timer')).toHaveTextContent('0 s');
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await expect(args.onComplete).toHaveBeenCalledOnce();
  },
};

/** Already expired: shows 0 s and completes once straight away. */
export const Finished: Story = {
  args: { expiresAt: -5000 },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent('0 s');
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledOnce());
  },
};

/** A render prop formats the seconds. */
export const CustomRender: Story = {
  args: {
    expiresAt: 125_000,
    children: (s) => `Offer ends in ${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('timer')).toHaveTextContent(/^Offer ends in 2:0[45]$/);
  },
};

/** The SMS "Get code" control: disabled with "Resend in N s" while counting, back to "Get code" at zero. */
function GetCodeButton({ startsAt }: { startsAt: number }) {
  const { t } = useTranslation('dsOverlays');
  const [expiresAt, setExpiresAt] = useState<number | null>(() => (startsAt > 0 ? Date.now() + startsAt : null));
  const { secondsLeft, done } = useCountdown(expiresAt);
  return (
    <DialogButton
      tone="secondary"
      inactive={!done}
      onClick={() => setExpiresAt(expiresIn(SMS_RESEND_SECONDS, Date.now()))}
    >
      {done ? t('countdown.getCode') : t('countdown.resendIn', { s: secondsLeft })}
    </DialogButton>
  );
}

export const InGetCodeButton: Story = {
  render: () => <GetCodeButton startsAt={42_000} />,
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: /^Resend in (42|41) s$/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Counting down from 1.2 s, it returns to "Get code"; pressing it starts a fresh 60 s. */
export const GetCodeButtonReturns: Story = {
  render: () => <GetCodeButton startsAt={1200} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /^Resend in [12] s$/ })).toBeVisible();
    const button = await canvas.findByRole('button', { name: 'Get code' }, { timeout: 4000 });
    await expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    await expect(canvas.getByRole('button', { name: /^Resend in (60|59) s$/ })).toBeVisible();
  },
};

export const Light: Story = {
  globals: { theme: 'light' },
  render: () => <GetCodeButton startsAt={42_000} />,
};

export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('timer')).toHaveTextContent(/^(60|59) 秒$/), { timeout: 5000 });
  },
};
