import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureInstallPrompt, type InstallPromptEvent, promptInstall, usePwa } from './pwa';

/** A stand-in for Chrome's beforeinstallprompt event. */
function installEvent(outcome: 'accepted' | 'dismissed') {
  const event = new Event('beforeinstallprompt', { cancelable: true }) as InstallPromptEvent;
  Object.assign(event, { prompt: vi.fn(async () => {}), userChoice: Promise.resolve({ outcome }) });
  return event;
}

afterEach(() => usePwa.setState({ installPrompt: null, updateReady: false, applyUpdate: null }));

describe('install prompt and update state (src/stores/pwa.ts)', () => {
  it('keeps Chrome\u2019s install prompt instead of the browser\u2019s infobar, and drops it once installed', () => {
    const target = new EventTarget();
    captureInstallPrompt(target as unknown as Window);
    const event = installEvent('accepted');
    target.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(usePwa.getState().installPrompt).toBe(event);
    target.dispatchEvent(new Event('appinstalled'));
    expect(usePwa.getState().installPrompt).toBeNull();
  });

  it('shows the prompt once and reports the choice', async () => {
    expect(await promptInstall()).toBe(false);
    const event = installEvent('accepted');
    usePwa.getState().setInstallPrompt(event);
    expect(await promptInstall()).toBe(true);
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(usePwa.getState().installPrompt).toBeNull();
    usePwa.getState().setInstallPrompt(installEvent('dismissed'));
    expect(await promptInstall()).toBe(false);
  });

  it('an update is ready while there is a way to apply it', () => {
    const apply = vi.fn();
    usePwa.getState().setUpdate(apply);
    expect(usePwa.getState()).toMatchObject({ updateReady: true, applyUpdate: apply });
    usePwa.getState().setUpdate(null);
    expect(usePwa.getState().updateReady).toBe(false);
  });
});
