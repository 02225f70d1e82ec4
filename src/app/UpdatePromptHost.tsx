import { useState } from 'react';
import { UpdatePrompt } from '../../design-system/UpdatePrompt';
import { usePwa } from '../stores/pwa';

/**
 * The update prompt over the shell (docs/pwa.md). The Shell renders it only outside game windows,
 * so a player in the middle of a game is never offered a reload; it shows once they leave.
 */
export default function UpdatePromptHost() {
  const applyUpdate = usePwa((s) => s.applyUpdate);
  const [reloading, setReloading] = useState(false);
  if (!applyUpdate) return null;
  return (
    <UpdatePrompt
      reloading={reloading}
      onReload={() => {
        setReloading(true);
        applyUpdate();
      }}
    />
  );
}
