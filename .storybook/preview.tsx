import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { I18nextProvider } from 'react-i18next';
import { applyColorMode, brandNames, isBrandName, isColorMode } from '../themes';
import '../themes/fonts';
import '../themes/fonts-cjk';
import '../themes/fonts-tc';
import '../themes/fonts-thai';
import '../themes/fonts-devanagari';
import '../themes/fonts-arabic';
import { availableLanguages, ensureNamespaces, i18next, initI18n, PAGE_NAMESPACES, setLanguage } from '../src/i18n';
import { FrozenClock } from './frozen';

await initI18n('en');
// Stories may render widgets that read page namespaces (the app loads those with their pages).
await ensureNamespaces(...PAGE_NAMESPACES);

/** Applies the toolbar globals to <html>, where the theme attributes live (portals inherit them). */
const withGlobals: Decorator = (Story, context) => {
  const { theme, brand, direction } = context.globals;
  const root = document.documentElement;
  applyColorMode(isColorMode(theme) ? theme : 'dark');
  root.setAttribute('data-brand', isBrandName(brand) ? brand : 'aurum');
  const dir = direction === 'rtl' ? 'rtl' : 'ltr';
  root.dir = dir;
  return (
    <I18nextProvider i18n={i18next}>
      <Story />
    </I18nextProvider>
  );
};

/**
 * The story's language is in place before it renders (loaders run before every render, a toolbar change
 * included), so a play function never races a language switch: an English story shown after a Chinese one
 * used to re-render in English while its play was running, and lost the focus the play had just given.
 */
const withLanguage: Loader = async ({ globals }) => {
  const locale = typeof globals.locale === 'string' ? globals.locale : 'en';
  if (i18next.language !== locale) await setLanguage(locale, { persist: false });
  return {};
};

const preview: Preview = {
  decorators: [withGlobals],
  loaders: [withLanguage],
  beforeEach: FrozenClock,
  globalTypes: {
    theme: {
      description: 'Colour mode',
      toolbar: { title: 'Mode', icon: 'mirror', items: ['dark', 'light'], dynamicTitle: true },
    },
    brand: {
      description: 'Brand',
      toolbar: { title: 'Brand', icon: 'paintbrush', items: brandNames, dynamicTitle: true },
    },
    locale: {
      description: 'Language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: availableLanguages.map((l) => ({ value: l.code, title: l.nativeName })),
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction',
      toolbar: { title: 'Direction', icon: 'transfer', items: ['ltr', 'rtl'], dynamicTitle: true },
    },
  },
  initialGlobals: { theme: 'dark', brand: 'aurum', locale: 'en', direction: 'ltr' },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    a11y: { test: 'error' },
    backgrounds: { disable: true },
    viewport: { defaultViewport: 'mobile' },
  },
};

export default preview;
