/**
 * A vendor's self-test of the seamless-wallet provider API (issue 23; docs/vendors.md):
 *
 *   npm run provider:selftest -- --vendor CODE --url BASE [--secret S] [--player user:pass] [--brand B]
 *
 * Signs as vendor CODE (the secret from --secret or, run next to the operator's database, read from
 * it with the server's environment: DATABASE_URL, else PGlite in DATA_DIR), logs in the sandbox
 * player (default the demo player01:player1234), launches one of the vendor's games (or --game, a node id) to get a game
 * session token, and runs every conformance check (server/modules/games/conformance.ts, the same the
 * vitest suite runs through app.inject) against BASE over HTTP. One line per check, ✓ or ✗ and why;
 * exits 1 when any check fails, 2 when it cannot start (bad arguments, no login, no game).
 */
import { parseArgs } from 'node:util';
import { fetchSend } from '../server/lib/provider-client';
import { CONFORMANCE_CHECKS, MIN_BALANCE, runConformance } from '../server/modules/games/conformance';
import { ENCRYPTION_SCHEME, type PublicKey } from '../src/api/contract/accounts';
import type { GamePage, LaunchResult } from '../src/api/contract/games';
import { encryptBody } from '../src/api/encryptBody';

export interface SelftestIo {
  log: (line: string) => void;
  /** The secret of a vendor from the operator's database (default: the server's configured database). */
  secretFromDatabase?: (vendor: string, brand: string | undefined) => Promise<string | null>;
}

const USAGE =
  'usage: npm run provider:selftest -- --vendor CODE --url BASE [--secret S] [--player user:pass] [--brand B] [--game NODE_ID]';

class SetupError extends Error {}

/** Reads the vendor's secret with the server's own environment (run next to the database). */
async function configuredSecret(vendor: string, brand: string | undefined): Promise<string | null> {
  const { loadConfig } = await import('../server/config');
  const { openConfiguredDatabase } = await import('../server/db');
  const { vendorWalletSecret } = await import('../server/modules/games/catalogue');
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  try {
    return await vendorWalletSecret(database.db, brand ?? config.defaultBrand, vendor);
  } finally {
    await database.close();
  }
}

/** The game session token a launch URL carries: its `token` parameter, else the one long opaque value in it. */
export function tokenFromLaunchUrl(url: string): string | null {
  const parsed = new URL(url, 'http://launch.invalid');
  const named = parsed.searchParams.get('token');
  if (named) return named;
  const values = [...parsed.searchParams.values(), ...parsed.pathname.split('/').map(decodeURIComponent)];
  return values.find((v) => /^[A-Za-z0-9_-]{32,200}$/.test(v)) ?? null;
}

/** Logs in the sandbox player and launches one of the vendor's games: the game session token. */
async function launchToken(base: string, vendor: string, player: string, game: string | undefined) {
  const at = (path: string) => new URL(path, base).toString();
  const colon = player.indexOf(':');
  if (colon < 1) throw new SetupError('--player is user:password');
  const [username, password] = [player.slice(0, colon), player.slice(colon + 1)];
  const json = async <T>(res: Response, what: string): Promise<T> => {
    const body = (await res.json().catch(() => null)) as { value?: T; code?: string } | null;
    if (!res.ok || !body || body.value === undefined)
      throw new SetupError(`${what}: HTTP ${res.status} ${body?.code ?? ''}`.trim());
    return body.value;
  };
  const key = await json<PublicKey>(await fetch(at('/api/accounts/public-key')), 'public key');
  const login = await fetch(at('/api/accounts/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', encryption: ENCRYPTION_SCHEME },
    body: JSON.stringify(await encryptBody({ type: 'username', username, password }, key)),
  });
  await json(login, `log-in of ${username}`);
  const sid = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0] ?? '')
    .find((c) => c.startsWith('sid='));
  if (!sid) throw new SetupError(`log-in of ${username}: no session cookie`);
  let nodeId = game;
  if (!nodeId) {
    const page = await json<GamePage>(
      await fetch(at(`/api/games/list?vassalage=${encodeURIComponent(vendor)}&pageSize=1`), {
        headers: { cookie: sid },
      }),
      `games of ${vendor}`,
    );
    nodeId = page.games[0]?.nodeId;
    if (!nodeId) throw new SetupError(`${vendor} has no enabled game to launch (is the vendor enabled?)`);
  }
  const launched = await json<LaunchResult>(
    await fetch(at('/api/games/launch'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: sid },
      body: JSON.stringify({ nodeId }),
    }),
    `launch of ${nodeId}`,
  );
  const token = tokenFromLaunchUrl(launched.url);
  if (!token) throw new SetupError(`no token found in the launch URL ${launched.url}`);
  const list = await json<GamePage>(
    await fetch(at(`/api/games/list?vassalage=${encodeURIComponent(vendor)}&pageSize=100`), {
      headers: { cookie: sid },
    }),
    `games of ${vendor}`,
  );
  const gameCode = list.games.find((g) => g.nodeId === nodeId)?.gameCode;
  if (!gameCode) throw new SetupError(`${nodeId} is not a game of ${vendor}`);
  return { token, gameCode };
}

/** The self-test; answers the exit code (0 every check passed, 1 a check failed, 2 it could not start). */
export async function main(argv: string[], io: SelftestIo = { log: (l) => process.stdout.write(`${l}\n`) }) {
  let flags: Record<string, string | undefined>;
  try {
    flags = parseArgs({
      args: argv,
      options: {
        vendor: { type: 'string' },
        url: { type: 'string' },
        secret: { type: 'string' },
        player: { type: 'string' },
        brand: { type: 'string' },
        game: { type: 'string' },
      },
    }).values as Record<string, string | undefined>;
  } catch (err) {
    io.log(`${(err as Error).message}\n${USAGE}`);
    return 2;
  }
  const { vendor, url } = flags;
  if (!vendor || !url || !/^https?:\/\//.test(url)) {
    io.log(USAGE);
    return 2;
  }
  try {
    const secret = flags.secret ?? (await (io.secretFromDatabase ?? configuredSecret)(vendor, flags.brand));
    if (!secret) throw new SetupError(`no secret: pass --secret, or run next to a database that has vendor ${vendor}`);
    const { token, gameCode } = await launchToken(url, vendor, flags.player ?? 'player01:player1234', flags.game);
    io.log(`provider self-test of ${vendor} against ${url} (game ${gameCode}; needs ${MIN_BALANCE} minor units)`);
    const results = await runConformance({
      send: fetchSend(url),
      vendor,
      secret,
      gameCode,
      token,
      // A real network and two clocks: the edge calls stay 10 s inside the window, the late ones 10 s out.
      edgeSlackMs: 10_000,
    });
    for (const r of results) io.log(`${r.ok ? '✓' : '✗'} ${r.name}: ${r.title}${r.ok ? '' : `\n    ${r.why}`}`);
    const failed = results.filter((r) => !r.ok).length;
    io.log(failed === 0 ? `all ${results.length} checks passed` : `${failed} of ${results.length} checks failed`);
    return failed === 0 ? 0 : 1;
  } catch (err) {
    io.log(`✗ cannot start: ${err instanceof Error ? err.message : String(err)}`);
    return 2;
  }
}

export const CHECK_NAMES = CONFORMANCE_CHECKS.map((c) => c.name);

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
