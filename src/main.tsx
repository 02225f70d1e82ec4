import '../themes/fonts';
import '../themes';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './i18n';

// A first visit this session shows the notice popup: start fetching the overlays now, in parallel.
try {
  if (sessionStorage.getItem('PACCOR') !== '1') void import('./app/Overlays');
} catch {
  // storage unavailable: the overlays load on first need
}
// Load the stored language before the first render, so nobody sees a flash of English.
await initI18n();
createRoot(document.getElementById('root')!).render(<App />);
