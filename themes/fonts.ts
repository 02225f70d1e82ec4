// Bundled fonts, so rendering (and screenshots) never depend on the machine's system fonts.
// @font-face only downloads a face when text uses it; Noto Sans SC is split into unicode-range subsets.
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/700.css';
import '@fontsource/nunito/400.css';
import '@fontsource/nunito/500.css';
import '@fontsource/nunito/700.css';
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/700.css';
