import './theme.css';

export { AurumLogo as Logo } from './Logo';
export { aurum as tokens } from './tokens';
