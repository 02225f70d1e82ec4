import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { fontsSettled } from '../../.storybook/fonts';
import type { SessionInfoBody } from '../../src/api/contract/accounts';
import type { SiteConfig } from '../../src/api/contract/system';
import { ApiError } from '../../src/api/errors';
import { askSocialBirthday, useBirthdayQuestion } from '../../src/social/birthdayQuestion';
import SocialBirthdayDialog from '../../src/social/SocialBirthdayDialog';
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
const signInWith = fn(async (_provider: string, _credential: string, _birthday?: string) => session);
let googleAnswer: () => Promise<string> = async () => 'google-id-token';
const googleSdk: SocialSdk = { id: 'google', init: async () => true, signIn: () => googleAnswer() };

function WithHook({ askBirthday }: { askBirthday?: () => Promise<string | null> }) {
  const { providers, pending, signIn } = useSocialLogin({
    config,
    onSignedIn,
    onError,
    // Facebook's script cannot load (as on any machine without a route to it); Google's SDK is ready.
    init: async (provider) => (provider === 'google' ? googleSdk : null),
    signInWith,
    askBirthday,
  });
  return <SocialLoginButtons providers={providers} pending={pending} onSelect={(p) => void signIn(p)} />;
}

/** The page's hook with the shell's birthday dialog, as the site runs them. */
function WithBirthday() {
  const open = useBirthdayQuestion((s) => s.pending !== null);
  return (
    <>
      <WithHook askBirthday={() => askSocialBirthday(18)} />
      {open && <SocialBirthdayDialog />}
    </>
  );
}

const firstSignIn = () =>
  new ApiError(400, 'request.invalid', 'A first social sign-in needs a birthday of age', {
    birthday: 'validation.required',
  });

/** Picks a day in the birthday field's wheel sheet and confirms it. */
async function pickBirthday(
  userEvent: { click: (e: Element) => Promise<void>; selectOptions: (e: Element, v: string) => Promise<void> },
  dialog: HTMLElement,
  [y, m, d]: [number, number, number],
) {
  await userEvent.click(within(dialog).getByRole('button', { name: /^Birthday/ }));
  const sheet = await within(document.body).findByRole('dialog', { name: 'Birthday' });
  await userEvent.selectOptions(within(sheet).getByRole('combobox', { name: 'Year' }), String(y));
  await userEvent.selectOptions(within(sheet).getByRole('combobox', { name: 'Month' }), String(m));
  await userEvent.selectOptions(within(sheet).getByRole('combobox', { name: 'Day' }), String(d));
  await userEvent.click(within(sheet).getByRole('button', { name: 'Confirm' }));
  await waitFor(() => expect(within(document.body).queryByRole('dialog', { name: 'Birthday' })).toBeNull());
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

/**
 * A first sign-in is a sign-up: the server refuses it without a birthday, the dialog asks for one
 * (an under-age day is refused on the spot), and the same credential goes again with the birthday.
 * Cancelling the question signs nobody up and reports no error.
 */
export const SignUpAsksBirthday: Story = {
  tags: ['skip-visual'],
  render: () => <WithBirthday />,
  play: async ({ canvas, userEvent }) => {
    onSignedIn.mockClear();
    onError.mockClear();
    signInWith.mockClear();
    googleAnswer = async () => 'google-id-token';
    const body = within(document.body);
    const google = await canvas.findByRole('button', { name: 'Continue with Google' });

    // Gave up: nothing signed in, nothing reported.
    signInWith.mockRejectedValueOnce(firstSignIn());
    await userEvent.click(google);
    const asked = await body.findByRole('dialog', { name: 'Your birthday' });
    await expect(asked).toHaveTextContent('confirm that you are 18 or older');
    await userEvent.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Your birthday' })).toBeNull());
    await expect(signInWith).toHaveBeenCalledTimes(1);
    await expect(onSignedIn).not.toHaveBeenCalled();
    await expect(onError).not.toHaveBeenCalled();

    // Answered: nothing picked, then under age, are refused here; an adult's day signs up.
    signInWith.mockRejectedValueOnce(firstSignIn());
    await userEvent.click(google);
    const dialog = await body.findByRole('dialog', { name: 'Your birthday' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await expect(within(dialog).getByText('This field is required')).toBeVisible();
    const thisYear = new Date().getFullYear();
    await pickBirthday(userEvent, dialog, [thisYear - 10, 1, 1]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await expect(within(dialog).getByText('You must be of legal age to register')).toBeVisible();
    await pickBirthday(userEvent, dialog, [1990, 5, 17]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(session));
    await expect(signInWith).toHaveBeenLastCalledWith('google', 'google-id-token', '1990-05-17');
    await expect(onError).not.toHaveBeenCalled();
  },
};
