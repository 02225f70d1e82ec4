// Noto Sans SC, split by fontsource into unicode-range subsets: only the glyphs on screen download.
import '@fontsource/noto-sans-sc/400.css';
import '@fontsource/noto-sans-sc/700.css';
