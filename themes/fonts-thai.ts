// Noto Sans Thai's Thai faces (its Latin faces are not needed: Latin text keeps the brand's font).
import '@fontsource/noto-sans-thai/thai-400.css';
import '@fontsource/noto-sans-thai/thai-700.css';
