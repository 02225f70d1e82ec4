import { create } from 'zustand';
import { ApiError } from '../api/errors';

/**
 * The age gate of a social sign-up (issue 19): the provider gives no birthday, so a first sign-in
 * (which creates the account) is refused until the player gives one. The social log-in asks
 * (askSocialBirthday) when the server answers that refusal; the one dialog the shell hosts
 * (SocialBirthdayDialog) answers with the birthday (YYYY-MM-DD), or null when the player gave up.
 */
interface BirthdayQuestionState {
  pending: { ageLimit: number; answer: (birthday: string | null) => void } | null;
  ask: (ageLimit: number) => Promise<string | null>;
  close: (birthday: string | null) => void;
}

export const useBirthdayQuestion = create<BirthdayQuestionState>()((set, get) => ({
  pending: null,
  ask: (ageLimit) =>
    new Promise<string | null>((resolve) => {
      // One question at a time: a second ask answers the first "no".
      get().pending?.answer(null);
      set({ pending: { ageLimit, answer: resolve } });
    }),
  close: (birthday) => {
    const pending = get().pending;
    set({ pending: null });
    pending?.answer(birthday);
  },
}));

export const askSocialBirthday = (ageLimit: number) => useBirthdayQuestion.getState().ask(ageLimit);

/** The server's answer to a first social sign-in without a birthday: 400 with fields.birthday required. */
export const needsBirthday = (err: unknown) =>
  err instanceof ApiError && err.status === 400 && err.fields.birthday === 'validation.required';
