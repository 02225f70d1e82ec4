// Noto Sans Devanagari, for Hindi (its faces carry unicode-range: only Devanagari text uses them).
import '@fontsource/noto-sans-devanagari/400.css';
import '@fontsource/noto-sans-devanagari/700.css';
