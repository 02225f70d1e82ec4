import { create } from 'zustand';

/** Chrome's `beforeinstallprompt` event (not in the DOM typings). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

/** The installed-app state the shell reads (docs/pwa.md). */
interface PwaState {
  /** Android/Chrome's install prompt, kept until it is used or the app is installed. */
  installPrompt: InstallPromptEvent | null;
  /** A new service worker is waiting: the shell offers "Reload" (never inside a game window). */
  updateReady: boolean;
  /** Activates the waiting worker, then reloads once it controls the page (set by src/pwa/register.ts). */
  applyUpdate: (() => void) | null;
  setInstallPrompt: (event: InstallPromptEvent | null) => void;
  setUpdate: (apply: (() => void) | null) => void;
}

export const usePwa = create<PwaState>()((set) => ({
  installPrompt: null,
  updateReady: false,
  applyUpdate: null,
  setInstallPrompt: (installPrompt) => set({ installPrompt }),
  setUpdate: (applyUpdate) => set({ updateReady: applyUpdate !== null, applyUpdate }),
}));

/** Shows the captured install prompt; it can be used once, so it is dropped either way. */
export async function promptInstall(): Promise<boolean> {
  const event = usePwa.getState().installPrompt;
  if (!event) return false;
  usePwa.getState().setInstallPrompt(null);
  await event.prompt();
  const choice = await event.userChoice;
  return choice.outcome === 'accepted';
}

/**
 * Keeps Chrome's install prompt for the download bar and popup instead of the browser's own
 * mini-infobar. Called first thing in src/main.tsx: the event can fire before the app has rendered.
 */
export function captureInstallPrompt(target: Window = window) {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    usePwa.getState().setInstallPrompt(event as InstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => usePwa.getState().setInstallPrompt(null));
}
