import './theme.css';

export { VerdantLogo as Logo } from './Logo';
export { verdant as tokens } from './tokens';
