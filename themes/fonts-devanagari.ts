// Noto Sans Devanagari's Devanagari faces, for Hindi.
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import '@fontsource/noto-sans-devanagari/devanagari-700.css';
