import { z } from 'zod';
import { envelope } from './envelope';

/**
 * The back office's hot games (issue 16; docs/hot-games.md): every game of the brand with its real
 * turnover of the ranking window, its rank and its pin, and the pin edits. What makes a game hot:
 * HOT_* in games.constants.ts.
 */

/** Why a game is hot: staff pinned it, or it is in the turnover top; null: it carries no badge. */
export const HOT_REASONS = ['pin', 'turnover'] as const;
export type HotReason = (typeof HOT_REASONS)[number];

export const hotGameSchema = z.object({
  gameId: z.number().int(),
  nodeId: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  iconUrl: z.string(),
  enabled: z.boolean(),
  /** Real turnover of the window at the last ranking, integer minor units as a decimal string (ADR 0011). */
  turnover: z.string().regex(/^(0|[1-9][0-9]*)$/),
  rounds: z.number().int(),
  players: z.number().int(),
  /** Its place by turnover within the brand (1 = the most); null without real turnover in the window. */
  rank: z.number().int().nullable(),
  /** Its pin position (1 first); null when not pinned. */
  pin: z.number().int().nullable(),
  hot: z.enum(HOT_REASONS).nullable(),
});
export type HotGame = z.infer<typeof hotGameSchema>;

export const hotGamesSchema = z.object({
  /** Pinned first (by position), then by rank, then the catalogue order. */
  list: z.array(hotGameSchema),
  windowDays: z.number().int(),
  top: z.number().int(),
  pinLimit: z.number().int(),
  refreshMinutes: z.number().int(),
  /** When the ranking was last computed (ISO); null before its first run. */
  rankedAt: z.string().nullable(),
  currencySymbol: z.string(),
  currencyDigits: z.number().int(),
});
export type HotGames = z.infer<typeof hotGamesSchema>;
export const hotGamesResponseSchema = envelope(hotGamesSchema);

export const hotPinParamsSchema = z.object({ gameId: z.coerce.number().int().min(1).max(2_147_483_647) });

/** PUT /api/admin/games/hot/pins/:gameId: pin a game, or move its pin, to `position` (default: last). */
export const hotPinBodySchema = z.object({
  position: z
    .number()
    .int()
    .min(1)
    .max(1000)
    .optional()
    .describe('1 first; beyond the last pin, the game goes last. Default: last'),
});
export type HotPinInput = z.infer<typeof hotPinBodySchema>;
