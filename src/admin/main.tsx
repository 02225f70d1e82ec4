import '../../themes/fonts';
import '../../themes';
import { createRoot } from 'react-dom/client';
import './overlays.css';
import { AdminApp } from './AdminApp';
import { initAdminI18n } from './i18n';

// The stored language's strings before the first render: nobody sees a flash of English.
await initAdminI18n();
createRoot(document.getElementById('root')!).render(<AdminApp />);
