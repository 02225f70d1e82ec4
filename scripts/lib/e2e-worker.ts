import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * Where the e2e server looks for a replacement sw.js (SW_TEST_DIR, docs/pwa.md), one per e2e port so
 * parallel worktrees never share it. Outside the build and never set in production.
 */
export const e2eWorkerDir = (port: number) => path.join(tmpdir(), `lumen-e2e-sw-${port}`);
