// Bundled Latin fonts, so rendering (and screenshots) never depend on the machine's system fonts.
// @font-face only downloads a face when text uses it. The CJK faces are in fonts-cjk.ts, loaded
// with Chinese or with the language switcher, so their many unicode-range rules stay off the first paint.
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/700.css';
import '@fontsource/nunito/400.css';
import '@fontsource/nunito/500.css';
import '@fontsource/nunito/700.css';
