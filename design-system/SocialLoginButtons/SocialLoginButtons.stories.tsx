import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { fontsSettled } from '../../.storybook/fonts';
import type { SessionInfoBody } from '../../src/api/contract/accounts';
import type { SiteConfig } from '../../src/api/contract/system';
import { type SocialSdk, SocialSignInCancelled } from '../../src/social/types';
import { useSocialLogin } from '../../src/social/useSocialLogin';
import { vars } from '../../themes/contract.css';
import { SocialLoginButtons } from './SocialLoginButtons';

const meta = {
  title: 'Actions/SocialLoginButtons',
  component: SocialLoginButtons,
  args: { providers: ['facebook', 'google'], onSelect: fn(), pending: null },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SocialLoginButtons>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Both providers, in the spec's order; a tap hands the provider to the page. */
export const BothProviders: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('group', { name: 'or continue with' })).toBeVisible();
    const buttons = canvas.getAllByRole('button');
    await expect(buttons.map((b) => b.textContent)).toEqual(['Continue with Facebook', 'Continue with Google']);
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('google');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Facebook' }));
    await expect(args.onSelect).toHaveBeenLastCalledWith('facebook');
    await expect(args.onSelect).toHaveBeenCalledTimes(2);
    await fontsSettled();
    for (const b of buttons) await expect(b.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  },
};

/** Only the provider whose flag is on and whose sign-in service initialised. */
export const OneProvider: Story = {
  args: { providers: ['google'] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(canvas.queryByRole('button', { name: /Facebook/ })).toBeNull();
  },
};

/** A sign-in is running: its button spins, the other waits, and taps do nothing. */
export const Loading: Story = {
  args: { pending: 'facebook' },
  play: async ({ args, canvas, userEvent }) => {
    const busy = canvas.getByRole('button', { name: /Continue with Facebook/ });
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();
    await userEvent.click(busy);
    await expect(args.onSelect).not.toHaveBeenCalled();
  },
};

/** Under the buttons: signing up this way accepts the terms and the age limit. */
export const WithAgeNote: Story = {
  args: { ageLimit: 18 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('By continuing you accept the terms and confirm you are 18 or older')).toBeVisible();
  },
};

/** No provider enabled or ready: nothing at all, not even the divider. */
export const NoProviders: Story = {
  args: { providers: [] },
  tags: ['skip-visual'],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe('');
  },
};

export const BothLight: Story = {
  args: { ageLimit: 18 },
  globals: { theme: 'light' },
};

export const BothDark: Story = {
  ...BothLight,
  globals: { theme: 'dark' },
};

export const LoadingLight: Story = {
  args: { pending: 'google' },
  globals: { theme: 'light' },
};

// ---------------------------------------------------------------------------------------------------
// With the page's hook (src/social/useSocialLogin): stand-in SDKs and server, no provider reached.
// ---------------------------------------------------------------------------------------------------

const session: SessionInfoBody = {
  userName: 'm1a2b3c4d5',
  merchantCode: 'aurum',
  type: 0,
  firstTimeLogin: true,
  nickname: null,
};
const config = {
  features: { facebookLogin: true, googleLogin: true },
  socialLogin: [
    { provider: 'facebook', clientId: '555000111' },
    { provider: 'google', clientId: 'abc.apps.googleusercontent.com' },
  ],
} as unknown as Pick<SiteConfig, 'features' | 'socialLogin'>;
const onSignedIn = fn();
const onError = fn();
const signInWith = fn(async (_provider: string, _credential: string) => session);
let googleAnswer: () => Promise<string> = async () => 'google-id-token';
const googleSdk: SocialSdk = { id: 'google', init: async () => true, signIn: () => googleAnswer() };

function WithHook() {
  const { providers, pending, signIn } = useSocialLogin({
    config,
    onSignedIn,
    onError,
    // Facebook's script cannot load (as on any machine without a route to it); Google's SDK is ready.
    init: async (provider) => (provider === 'google' ? googleSdk : null),
    signInWith,
  });
  return <SocialLoginButtons providers={providers} pending={pending} onSelect={(p) => void signIn(p)} />;
}

/**
 * The page's flow: a provider whose SDK failed shows no button; a tap takes the SDK's credential to
 * the server and signs in with its answer; a cancel reports nothing; a failure reports the error.
 */
export const SignInFlow: Story = {
  tags: ['skip-visual'],
  render: () => <WithHook />,
  play: async ({ canvas, userEvent }) => {
    onSignedIn.mockClear();
    onError.mockClear();
    signInWith.mockClear();
    googleAnswer = async () => 'google-id-token';
    const google = await canvas.findByRole('button', { name: 'Continue with Google' });
    await expect(canvas.queryByRole('button', { name: /Facebook/ })).toBeNull();
    await userEvent.click(google);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(session));
    await expect(signInWith).toHaveBeenCalledWith('google', 'google-id-token');

    googleAnswer = async () => {
      throw new SocialSignInCancelled();
    };
    await userEvent.click(google);
    await waitFor(() => expect(google).not.toHaveAttribute('aria-busy'));
    await expect(onError).not.toHaveBeenCalled();

    const failure = new Error('auth.social_invalid');
    googleAnswer = async () => 'stale-token';
    signInWith.mockRejectedValueOnce(failure);
    await userEvent.click(google);
    await waitFor(() => expect(onError).toHaveBeenCalledWith(failure));
    await expect(onSignedIn).toHaveBeenCalledTimes(1);
  },
};
