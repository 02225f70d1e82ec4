import { z } from 'zod';
import { envelope } from './envelope';
import {
  DATA_TYPES,
  GAME_CATEGORIES,
  GAME_CLASSIFIES,
  GAME_TYPES,
  GAMES_MAX_PAGE_SIZE,
  HOT_GAMES_PAGE_SIZE,
  LOBBY_PAGE_SIZE,
  WINNERS_LIMIT,
} from './games.constants';
import { languageCodeSchema } from './localized';

export * from './games.constants';

const code = z.string().min(1).max(64);
const minor = z.number().int().min(0).describe('Integer minor units');
/** A total over any number of rows, in minor units, as a decimal string ("-12345"): exact beyond 2^53 (ADR 0011). */
const minorTotal = z
  .string()
  .regex(/^-?(0|[1-9][0-9]*)$/)
  .describe('Integer minor units as a decimal string');

/** Spec §3 Game, plus what the lobby shows (hot, lines, jackpot). */
export const gameSchema = z.object({
  gameId: z.number().int().positive(),
  gameName: z.string().describe('In the requested language where the catalogue has it'),
  gameType: z.enum(GAME_TYPES),
  vassalage: code.describe('The vendor code'),
  gameClassify: z.enum(GAME_CLASSIFIES).nullable(),
  minBet: minor.describe('Smallest total stake per round'),
  nodeId: z.string().describe('The key favourites use'),
  nodeName: z.string().nullable(),
  roomId: z.string().nullable(),
  showIcon: z.boolean(),
  iconUrl: z.string(),
  supportPlay: z.boolean(),
  isGameH5: z.boolean(),
  freeplay: z.boolean().describe('Free play (play money) is offered'),
  gameCode: code,
  lottoMode: z.string().nullable(),
  hot: z.boolean(),
  lines: z.number().int().nullable(),
  jackpot: z.boolean(),
  vendorIcon: z.string().describe("The vendor's logo (slot pages show it on the tile)"),
});
export type Game = z.infer<typeof gameSchema>;

export const vendorSchema = z.object({
  vassalage: code,
  displayName: z.string(),
  mobileLargeIcon: z.string(),
  gameType: z.enum(GAME_TYPES),
  gameCategory: z.enum(GAME_CATEGORIES),
  /** The spec's VASSALAGE flag: a tap opens the vendor's game list. */
  vassalageLobby: z.boolean(),
  freePlay: z.boolean(),
  /** The vendor's game when it is a single-game vendor (spec §3 Vendor gameId); else null. */
  gameId: z.number().int().nullable(),
});
export type Vendor = z.infer<typeof vendorSchema>;

export const langQuery = z.object({ language: languageCodeSchema.optional() });

export const vendorsResponseSchema = envelope(
  z.object({
    sorting: z
      .array(
        z.object({
          gameCategory: z.enum(GAME_CATEGORIES),
          vendorNames: z.array(z.object({ vendorName: code, accountTypeName: z.string() })),
        }),
      )
      .describe('Per category, its vendors in order; categories in menu order'),
    mapping: z.partialRecord(z.enum(GAME_TYPES), z.array(vendorSchema)).describe('Vendors by lobby game type'),
  }),
);
export type VendorsResponse = z.infer<typeof vendorsResponseSchema>['value'];

const page = z.coerce.number().int().min(1).max(100_000).default(1);
const size = (d: number) => z.coerce.number().int().min(1).max(GAMES_MAX_PAGE_SIZE).default(d);

export const gameListQuerySchema = z.object({
  gameType: z.enum(GAME_TYPES).optional(),
  vassalage: code.optional(),
  gameName: z.string().trim().max(60).optional().describe('Case-insensitive part of the name'),
  gameClassify: z.enum(GAME_CLASSIFIES).optional(),
  minBet: z.coerce
    .number()
    .int()
    .min(0)
    .max(Number.MAX_SAFE_INTEGER)
    .optional()
    .describe('Games whose minimum bet is at most this (minor units)'),
  minLine: z.coerce.number().int().min(0).max(1000).optional().describe('Games with at least this many lines'),
  dataType: z.enum(DATA_TYPES).default('all'),
  pageNo: page,
  pageSize: size(LOBBY_PAGE_SIZE),
  ...langQuery.shape,
});
export type GameListQuery = z.infer<typeof gameListQuerySchema>;

/** GET /api/games/hot: the list filters, with the hot page size. */
export const hotQuerySchema = gameListQuerySchema
  .omit({ dataType: true })
  .extend({ pageSize: size(HOT_GAMES_PAGE_SIZE) });

export const gamePageSchema = z.object({
  games: z.array(gameSchema),
  pageNum: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  totalPages: z.number().int().min(0),
  total: z.number().int().min(0),
});
export type GamePage = z.infer<typeof gamePageSchema>;
export const gamePageResponseSchema = envelope(gamePageSchema);

export const favouriteIdsResponseSchema = envelope(z.array(z.string()).describe('Node ids, newest first, at most 100'));
export const favouriteBodySchema = z.object({ nodeId: z.string().min(1).max(64) });
export const nodeParamsSchema = z.object({ nodeId: z.string().min(1).max(64) });
export const okResponseSchema = envelope(z.object({ ok: z.literal(true) }));

export const launchBodySchema = z.object({
  nodeId: z.string().min(1).max(64),
  freePlay: z
    .boolean()
    .default(false)
    .describe('Play with play money (where the game offers it); trial accounts always do'),
  /** The lobby the player launches from (issue 23): a third-party vendor's {returnUrl} is it on this host. */
  returnPath: z
    .string()
    .max(300)
    .regex(/^\/m(?:[/?][^\s\\]*)?$/)
    .optional()
    .describe("The player's lobby path on this host (/m/…), for a third-party vendor's {returnUrl}; default /m"),
  language: z
    .string()
    .max(10)
    .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,4})?$/)
    .optional()
    .describe("A third-party vendor's {lang}; default en"),
});
export const launchResponseSchema = envelope(
  z.object({
    url: z.string().describe('Open this in the game window; its token works once, within 60 seconds'),
    expiresAt: z.iso.datetime({ offset: true }).describe('When the game session ends'),
    playMoney: z
      .boolean()
      .describe('True for a trial account: it plays with play money, and only games with free play open'),
  }),
);
export type LaunchResult = z.infer<typeof launchResponseSchema>['value'];

/** GET /api/games/winners (spec §7: gameCategory ALL, language, limitNum 20). */
export const winnersQuerySchema = z.object({
  gameCategory: z.enum(['ALL', ...GAME_CATEGORIES]).default('ALL'),
  limitNum: z.coerce.number().int().min(1).max(WINNERS_LIMIT).default(WINNERS_LIMIT),
  ...langQuery.shape,
});

/** Spec §3 Winner entry, plus what a tap needs to launch the game. */
export const winnerSchema = z.object({
  iconUrl: z.string(),
  customerName: z.string().describe('Masked: the first 2 characters, ***, the last one'),
  gameName: z.string(),
  winAmount: minor,
  currencySymbol: z.string(),
  nodeId: z.string(),
  gameCode: z.string(),
  vassalage: z.string(),
  gameType: z.enum(GAME_TYPES),
  settledAt: z.iso.datetime({ offset: true }),
});
export type Winner = z.infer<typeof winnerSchema>;
export const winnersResponseSchema = envelope(
  z.object({
    biggest: z.array(winnerSchema).describe('The largest real-money wins of the last 7 days, largest first'),
    jackpot: z.array(winnerSchema).describe('Recent wins on jackpot games or of at least 50× the stake, newest first'),
  }),
);
export type Winners = z.infer<typeof winnersResponseSchema>['value'];

const instant = z.iso.datetime({ offset: true });
/** GET /api/games/records: the betting record (/m/gameRecord). */
export const gameRecordsQuerySchema = z.object({
  from: instant.optional().describe('Earliest round start, inclusive'),
  to: instant.optional().describe('Latest round start, inclusive'),
  gameType: z.enum(GAME_TYPES).optional().describe('The category filter'),
  pageNo: page,
  pageSize: size(LOBBY_PAGE_SIZE),
  ...langQuery.shape,
});
export type GameRecordsQuery = z.infer<typeof gameRecordsQuerySchema>;

export const gameRoundSchema = z.object({
  id: z.uuid(),
  roundId: z.string(),
  time: instant,
  gameName: z.string(),
  gameType: z.enum(GAME_TYPES),
  vendorName: z.string(),
  stake: minor,
  payout: minor,
  net: z.number().int().describe('payout − stake, minor units'),
  status: z.enum(['open', 'settled', 'cancelled']),
  playMoney: z.boolean(),
});
export type GameRound = z.infer<typeof gameRoundSchema>;
export const gameRecordsResponseSchema = envelope(
  z.object({
    list: z.array(gameRoundSchema).describe('Newest first'),
    pageNum: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    totalPages: z.number().int().min(0),
    total: z.number().int().min(0),
    totals: z
      .object({ stake: minorTotal, payout: minorTotal, net: minorTotal })
      .describe(
        'Over every round the filters match, not only this page; real money only. Decimal strings: a sum over many rounds can pass 2^53',
      ),
    currencySymbol: z.string(),
  }),
);
export type GameRecords = z.infer<typeof gameRecordsResponseSchema>['value'];
