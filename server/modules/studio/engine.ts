/** Moved to src/rules/studio/engine.ts (issue 22): the browser's verifier replays spins with it. */
export * from '../../../src/rules/studio/engine';
