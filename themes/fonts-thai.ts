// Noto Sans Thai. Its faces carry unicode-range (fontsource's weight files; the per-subset files have
// none, and a face without a range claims every character): Latin text keeps the brand's font.
import '@fontsource/noto-sans-thai/400.css';
import '@fontsource/noto-sans-thai/700.css';
