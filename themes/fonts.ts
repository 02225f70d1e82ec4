// Bundled Latin fonts, so rendering (and screenshots) never depend on the machine's system fonts.
// Each weight file declares one face per subset, each with its unicode-range, and a face downloads
// only when text uses its characters: the Vietnamese diacritics, for one, load only with Vietnamese
// text. (Never import fontsource's per-subset files, such as latin-400.css: they carry no
// unicode-range, so each face claims every character and the wrong one is used.) The other
// scripts' faces are their own modules, loaded with their language (src/i18n, `languageFonts`).
import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/700.css';
import '@fontsource/nunito/400.css';
import '@fontsource/nunito/500.css';
import '@fontsource/nunito/700.css';
