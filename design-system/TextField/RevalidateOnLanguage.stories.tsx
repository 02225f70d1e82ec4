import type { Meta, StoryObj } from '@storybook/react-vite';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { expect, waitFor } from 'storybook/test';
import { i18next, setLanguage } from '../../src/i18n';
import { useRevalidateOnLanguageChange } from '../../src/i18n/revalidate';
import { vars } from '../../themes/contract.css';
import { TextField } from './TextField';

/** The forgot-password e-mail rule from spec §5: required, trimmed, a basic pattern, else 'in_email_incorrect'. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function EmailForm() {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | undefined>();
  const validate = useCallback((v: string) => (EMAIL.test(v.trim()) ? undefined : t('in_email_incorrect')), [t]);
  // Visible errors are produced again, in the new language, 200 ms after a language change.
  useRevalidateOnLanguageChange(() => {
    if (error) setError(validate(value));
  });
  return (
    <TextField
      label="E-mail"
      type="email"
      value={value}
      error={error}
      onChange={(v) => setValue(v)}
      onBlur={() => setError(validate(value))}
    />
  );
}

const meta = {
  title: 'Forms/TextField/Language revalidation',
  component: EmailForm,
  decorators: [
    (Story) => (
      <div style={{ background: vars.color.page, padding: vars.space.lg, maxWidth: vars.size.column }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof EmailForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorFollowsLanguage: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByLabelText('E-mail');
    await userEvent.type(input, 'player@');
    await userEvent.tab();
    await expect(input).toHaveAccessibleDescription('E-mail format incorrect');
    try {
      await setLanguage('zh-CN', { persist: false });
      // Not at once: the re-validation waits 200 ms after the change.
      await expect(input).toHaveAccessibleDescription('E-mail format incorrect');
      await waitFor(() => expect(input).toHaveAccessibleDescription('邮箱格式不正确'), { timeout: 2000 });
    } finally {
      await setLanguage('en', { persist: false });
    }
    await waitFor(() => expect(input).toHaveAccessibleDescription('E-mail format incorrect'), { timeout: 2000 });
    await expect(i18next.language).toBe('en');
  },
};
