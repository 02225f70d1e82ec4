import { mergeConfig } from 'vitest/config';
import base from './vitest.config';

// Scratch (not committed): lets the browser fetch the symlinked /work/main/node_modules.
export default mergeConfig(base, { server: { fs: { allow: ['/work'] } } });
