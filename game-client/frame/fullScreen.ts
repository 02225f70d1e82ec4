/** Full screen on and off for the whole document (where the browser allows it; a refusal is ignored). */
export function toggleFullScreen() {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  else void document.documentElement.requestFullscreen?.().catch(() => undefined);
}

/** Leaves full screen, as the window does on the way back to the lobby. */
export function leaveFullScreen() {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
}
