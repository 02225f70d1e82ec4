import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { forgotPasswordSchema } from '../../src/api/contract/accounts';
import { i18next, setLanguage } from '../../src/i18n';
import { validateConfirm, validateEmail, validatePassword, validateUsername } from '../../src/rules/accountValidation';
import { vars } from '../../themes/contract.css';
import { Button } from '../Button';
import { Form, FormAlert, FormCheckbox, FormPasswordField, FormSelect, FormTextAreaField, FormTextField } from './Form';
import { useKitForm } from './useKitForm';

type Values = { dial: string; username: string; password: string; confirm: string; age: boolean };

/** What the demo form's submit does: resolve, or throw a server error `{ code, fields }`. */
type Submit = (values: Values) => Promise<void>;

function SignUpForm({ onSubmit, disabled = false }: { onSubmit: Submit; disabled?: boolean }) {
  const kit = useKitForm<Values>({
    defaultValues: { dial: '+86', username: '', password: '', confirm: '', age: false },
    rules: {
      username: (v) => validateUsername(v as string),
      password: (v) => validatePassword(v as string),
      confirm: (v, all) => validateConfirm(all.password, v as string),
      age: (v) => (v === true ? null : 'validation.age'),
    },
    serverErrors: { 'account.username_taken': 'username' },
  });
  return (
    <Form kit={kit} aria-label="Sign up" onSubmit={kit.handleSubmit(onSubmit)}>
      <FormSelect
        name="dial"
        label="Country code"
        options={['+86', '+852', '+63'].map((c) => ({ value: c, label: c }))}
      />
      <FormTextField
        name="username"
        label="Username"
        hint="4–16 letters and digits, starting with a letter."
        autoComplete="username"
        required
        disabled={disabled}
      />
      <FormPasswordField
        name="password"
        label="Password"
        autoComplete="new-password"
        required
        deps={['confirm']}
        disabled={disabled}
      />
      <FormPasswordField name="confirm" label="Confirm password" autoComplete="new-password" required />
      <FormCheckbox name="age" label="I am 18 or older" required />
      <FormAlert />
      <Button type="submit" fullWidth loading={kit.form.formState.isSubmitting}>
        Register
      </Button>
    </Form>
  );
}

const meta = {
  title: 'Forms/Form kit',
  component: SignUpForm,
  args: { onSubmit: fn(async () => {}) },
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SignUpForm>;
export default meta;
type Story = StoryObj<typeof meta>;

const fillValid = async (
  canvas: Parameters<NonNullable<Story['play']>>[0]['canvas'],
  userEvent: Parameters<NonNullable<Story['play']>>[0]['userEvent'],
) => {
  await userEvent.type(canvas.getByLabelText('Username'), 'lucky88');
  await userEvent.type(canvas.getByLabelText('Password'), 'play2026');
  await userEvent.type(canvas.getByLabelText('Confirm password'), 'play2026');
  await userEvent.click(canvas.getByRole('checkbox', { name: 'I am 18 or older' }));
};

/** Typing fills the values; a valid submit hands them over. */
export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await fillValid(canvas, userEvent);
    await userEvent.selectOptions(canvas.getByLabelText('Country code'), '+852');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({
        dial: '+852',
        username: 'lucky88',
        password: 'play2026',
        confirm: 'play2026',
        age: true,
      }),
    );
    await expect(canvas.queryByRole('alert')).toBeNull();
    await expect(canvas.getByLabelText('Username')).toHaveAttribute('aria-required', 'true');
  },
};

/** A failed submit shows every error and focuses the first invalid field in page order. */
export const FocusFirstError: Story = {
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Username'), 'lucky88');
    await userEvent.type(canvas.getByLabelText('Password'), 'play2026');
    await userEvent.type(canvas.getByLabelText('Confirm password'), 'play2027');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    const confirm = canvas.getByLabelText('Confirm password');
    await waitFor(() => expect(confirm).toHaveFocus());
    await expect(confirm).toHaveAccessibleDescription('Confirmation password not matched');
    await expect(canvas.getByRole('checkbox', { name: 'I am 18 or older' })).toHaveAccessibleDescription(
      'You must be of legal age to register',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // After a submit, fixing a field clears its error as you type.
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'play2026');
    await waitFor(() => expect(confirm).not.toHaveAttribute('aria-invalid'));
  },
};

/** An empty submit: the first field (the username) takes focus; every required field says so. */
export const EmptySubmit: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(canvas.getByLabelText('Username')).toHaveFocus());
    await expect(canvas.getAllByText('This field is required')).toHaveLength(3);
  },
};

/** A server code mapped to a field shows on that field, which takes focus; no form alert. */
export const ServerErrorOnField: Story = {
  args: {
    onSubmit: fn(async () => {
      throw { code: 'account.username_taken', fields: {} };
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await fillValid(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    const username = canvas.getByLabelText('Username');
    await waitFor(() => expect(username).toHaveAccessibleDescription('Username already exists'));
    await expect(username).toHaveFocus();
    await expect(canvas.getAllByRole('alert')).toHaveLength(1);
  },
};

/** An unmapped server code shows as the form's alert. */
export const ServerErrorOnForm: Story = {
  args: {
    onSubmit: fn(async () => {
      throw { code: 'auth.locked', fields: {} };
    }),
  },
  play: async ({ canvas, userEvent }) => {
    await fillValid(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many failed attempts. Please try again later',
    );
    await expect(canvas.getByLabelText('Username')).not.toHaveAttribute('aria-invalid');
  },
};

/** While the submit runs, the button is busy. */
export const Submitting: Story = {
  args: { onSubmit: fn(() => new Promise<void>((resolve) => setTimeout(resolve, 600))) },
  play: async ({ canvas, userEvent }) => {
    await fillValid(canvas, userEvent);
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /Register/ })).toHaveAttribute('aria-busy', 'true'));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Register' })).not.toHaveAttribute('aria-busy'), {
      timeout: 2000,
    });
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Username')).toBeDisabled();
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
  },
};

/** Errors on screen are re-checked 200 ms after a language change, and read in the new language. */
export const LanguageRevalidates: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Username'), 'ab');
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    const username = canvas.getByLabelText('Username');
    await waitFor(() => expect(username).toHaveAccessibleDescription(/^Account format incorrect/));
    try {
      await setLanguage('zh-CN', { persist: false });
      await waitFor(() => expect(username).toHaveAccessibleDescription(/^账号格式不正确/), { timeout: 2000 });
      await expect(canvas.getByLabelText('Password')).toHaveAccessibleDescription('此项为必填项');
    } finally {
      await setLanguage('en', { persist: false });
    }
    await waitFor(() => expect(username).toHaveAccessibleDescription(/^Account format incorrect/), { timeout: 2000 });
    await expect(i18next.language).toBe('en');
  },
};

/** Chinese: the messages come from the zh-CN bundle. */
export const Chinese: Story = {
  globals: { locale: 'zh-CN' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(canvas.getAllByText('此项为必填项')).toHaveLength(3));
  },
};

export const Light: Story = {
  globals: { theme: 'light' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(canvas.getByLabelText('Username')).toHaveFocus());
  },
};

/** The contract's zod schema (its shape) refined with the shared rules; messages stay i18n keys. */
const forgotSchema = forgotPasswordSchema.superRefine((v, ctx) => {
  const username = validateUsername(v.username);
  if (username) ctx.addIssue({ code: 'custom', path: ['username'], message: username });
  const email = validateEmail(v.email);
  if (email) ctx.addIssue({ code: 'custom', path: ['email'], message: email });
});

function SchemaForm({ onSubmit }: { onSubmit: (v: { username: string; email: string }) => void }) {
  const kit = useKitForm({ defaultValues: { username: '', email: '' }, schema: forgotSchema });
  return (
    <Form kit={kit} aria-label="Forgot password" onSubmit={kit.handleSubmit(onSubmit)}>
      <FormTextField name="username" label="Username" required />
      <FormTextField name="email" label="E-mail" type="email" required />
      <FormAlert />
      <Button type="submit">Send reset code</Button>
    </Form>
  );
}

/** A Standard Schema (zod) instead of rules: the same errors, focus and submit. */
export const WithContractSchema: Story = {
  render: (args) => <SchemaForm onSubmit={args.onSubmit as never} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('E-mail'), 'player@');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset code' }));
    await waitFor(() => expect(canvas.getByLabelText('Username')).toHaveFocus());
    await expect(canvas.getByLabelText('Username')).toHaveAccessibleDescription('This field is required');
    await expect(canvas.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail format incorrect');
    await userEvent.type(canvas.getByLabelText('Username'), 'lucky88');
    await userEvent.type(canvas.getByLabelText('E-mail'), 'example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send reset code' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ username: 'lucky88', email: 'player@example.com' }),
    );
  },
};

function NoteForm({ onSubmit }: { onSubmit: (v: { title: string; note: string }) => void }) {
  const kit = useKitForm({
    defaultValues: { title: '', note: '' },
    rules: {
      title: (v) => (String(v).trim() ? null : 'validation.required'),
      note: (v) => (String(v).trim() ? null : 'validation.required'),
    },
  });
  return (
    <Form kit={kit} aria-label="Deposit note" onSubmit={kit.handleSubmit(onSubmit)}>
      <FormTextField name="title" label="Title" required />
      <FormTextAreaField name="note" label="Note" hint="Shown to the member." maxLength={200} counter required />
      <Button type="submit">Save note</Button>
    </Form>
  );
}

/** A TextAreaField bound to the kit: its error, the focus on it, the counter, and the value handed over. */
export const WithTextArea: Story = {
  render: (args) => <NoteForm onSubmit={args.onSubmit as never} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.type(canvas.getByLabelText('Title'), 'Bank delay');
    await userEvent.click(canvas.getByRole('button', { name: 'Save note' }));
    const note = canvas.getByRole('textbox', { name: 'Note' });
    await waitFor(() => expect(note).toHaveFocus());
    await expect(note).toHaveAttribute('aria-required', 'true');
    await expect(note).toHaveAccessibleDescription('This field is required 0 of 200 characters');
    await userEvent.type(note, 'Credited late{enter}by the bank');
    await waitFor(() => expect(note).not.toHaveAttribute('aria-invalid'));
    await expect(canvas.getByText('25 of 200 characters')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save note' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith({ title: 'Bank delay', note: 'Credited late\nby the bank' }),
    );
  },
};
