// Noto Naskh Arabic, for Urdu (its faces carry unicode-range: only Arabic-script text uses them).
// Naskh, not Nastaliq: Nastaliq's tall, sloping lines overflow the interface's 1.25 line height in
// buttons and tabs (ADR 0035).
import '@fontsource/noto-naskh-arabic/400.css';
import '@fontsource/noto-naskh-arabic/700.css';
