import { create } from 'zustand';

/**
 * Free play's age gate (issue 19): a trial account confirms its age before its first game. The
 * launch asks (askAge) when the server refuses it with games.age_unconfirmed; the one dialog the
 * shell hosts (AgeGateDialog) answers: true once the server recorded the confirmation, false when
 * the player declined.
 */
interface AgeGateState {
  /** The question being asked, with the brand's age limit; null: none. */
  pending: { ageLimit: number; answer: (confirmed: boolean) => void } | null;
  ask: (ageLimit: number) => Promise<boolean>;
  close: (confirmed: boolean) => void;
}

export const useAgeGate = create<AgeGateState>()((set, get) => ({
  pending: null,
  ask: (ageLimit) =>
    new Promise<boolean>((resolve) => {
      // A second ask while one is open answers the first "no": one question at a time.
      get().pending?.answer(false);
      set({ pending: { ageLimit, answer: resolve } });
    }),
  close: (confirmed) => {
    const pending = get().pending;
    set({ pending: null });
    pending?.answer(confirmed);
  },
}));

export const askAge = (ageLimit: number) => useAgeGate.getState().ask(ageLimit);
