// The Vietnamese faces (precomposed letters with diacritics) of the brands' Latin fonts.
import '@fontsource/inter/vietnamese-400.css';
import '@fontsource/inter/vietnamese-500.css';
import '@fontsource/inter/vietnamese-700.css';
import '@fontsource/nunito/vietnamese-400.css';
import '@fontsource/nunito/vietnamese-500.css';
import '@fontsource/nunito/vietnamese-700.css';
