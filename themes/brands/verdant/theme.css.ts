import { makeTheme } from '../../makeTheme';
import { verdant } from './tokens';

makeTheme(verdant);
