// Bundled Latin fonts, so rendering (and screenshots) never depend on the machine's system fonts.
// Only the Latin and Latin Extended faces load with the first paint; @font-face downloads a face only
// when text uses it. Each other script's faces are their own module, loaded with their language
// (src/i18n, `languageFonts`): Chinese (fonts-cjk, fonts-tc), Thai, Devanagari, Arabic script (Urdu)
// and Vietnamese (its diacritics).
import '@fontsource/inter/latin-400.css';
import '@fontsource/inter/latin-ext-400.css';
import '@fontsource/inter/latin-500.css';
import '@fontsource/inter/latin-ext-500.css';
import '@fontsource/inter/latin-700.css';
import '@fontsource/inter/latin-ext-700.css';
import '@fontsource/nunito/latin-400.css';
import '@fontsource/nunito/latin-ext-400.css';
import '@fontsource/nunito/latin-500.css';
import '@fontsource/nunito/latin-ext-500.css';
import '@fontsource/nunito/latin-700.css';
import '@fontsource/nunito/latin-ext-700.css';
