import '../themes/fonts';
import '../themes';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { initI18n } from './i18n';

// Load the stored language before the first render, so nobody sees a flash of English.
await initI18n();
createRoot(document.getElementById('root')!).render(<App />);
