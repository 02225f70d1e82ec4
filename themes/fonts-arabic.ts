// Noto Naskh Arabic's Arabic-script faces, for Urdu. Naskh, not Nastaliq: Nastaliq's tall, sloping
// lines overflow the interface's 1.25 line height in buttons and tabs (ADR 0035).
import '@fontsource/noto-naskh-arabic/arabic-400.css';
import '@fontsource/noto-naskh-arabic/arabic-700.css';
