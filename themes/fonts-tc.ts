// Noto Sans TC (Traditional Chinese), split by fontsource into unicode-range subsets: only the glyphs
// on screen download. Loaded with zh-TW; `:lang(zh-TW)` puts it before Noto Sans SC (global.css.ts).
import '@fontsource/noto-sans-tc/400.css';
import '@fontsource/noto-sans-tc/700.css';
