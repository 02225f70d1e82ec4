import { makeTheme } from '../../makeTheme';
import { aurum } from './tokens';

makeTheme(aurum, { isDefault: true });
