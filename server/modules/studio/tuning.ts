/** Moved to src/rules/studio/tuning.ts (issue 22): the browser's verifier replays spins with it. */
export * from '../../../src/rules/studio/tuning';
