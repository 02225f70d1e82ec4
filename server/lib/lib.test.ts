import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { describe, expect, it, vi } from 'vitest';
import { lockDataDir } from '../db';
import { createMemoryBus, createRedisBus } from './bus';
import { countryOf, normalizeIp } from './geo';
import { clientIp } from './ip';
import { redactUrl } from './logger';
import {
  cspHash,
  escapeAttribute,
  injectBrand,
  injectLang,
  inlineScripts,
  isExecutableScript,
  isSitePath,
  jsonForScript,
  renderPage,
  styleText,
} from './static-site';

describe('geo', () => {
  it('looks countries up offline and gives null for private addresses', () => {
    expect(countryOf('8.8.8.8')).toBe('US');
    expect(countryOf('::ffff:8.8.8.8')).toBe('US');
    expect(countryOf('127.0.0.1')).toBeNull();
    expect(countryOf('10.0.0.1')).toBeNull();
    expect(countryOf('::1')).toBeNull();
    expect(countryOf('not an ip')).toBeNull();
    expect(normalizeIp('::ffff:10.0.0.1')).toBe('10.0.0.1');
  });
});

describe('clientIp', () => {
  it('uses x-debug-client-ip only outside production, and only when it is an IP', () => {
    const headers = { 'x-debug-client-ip': '8.8.8.8' };
    expect(clientIp('127.0.0.1', headers, { production: false })).toBe('8.8.8.8');
    expect(clientIp('127.0.0.1', headers, { production: true })).toBe('127.0.0.1');
    expect(clientIp('127.0.0.1', { 'x-debug-client-ip': 'evil' }, { production: false })).toBe('127.0.0.1');
    expect(clientIp('::ffff:1.2.3.4', {}, { production: true })).toBe('1.2.3.4');
  });

  it('gives an unknown address, not a crash, for a client that hung up (request.ip reads a closed socket)', () => {
    expect(clientIp(undefined, {}, { production: true })).toBe('');
  });
});

describe('redactUrl', () => {
  it('masks secret query values and leaves the rest', () => {
    expect(redactUrl('/api/x?token=abc&lang=en')).toBe('/api/x?token=%5Bredacted%5D&lang=en');
    expect(redactUrl('/api/x?Password=p')).toBe('/api/x?Password=%5Bredacted%5D');
    expect(redactUrl('/api/x?lang=en')).toBe('/api/x?lang=en');
    expect(redactUrl('/api/x')).toBe('/api/x');
  });
});

describe('static site helpers', () => {
  it('finds inline scripts but not external ones', () => {
    const html = '<script>a()</script><script type="module" src="/x.js"></script><script type="module">b()</script>';
    expect(inlineScripts(html)).toEqual(['a()', 'b()']);
  });

  it('leaves data blocks out of the inline scripts (they are never executed, so need no CSP hash)', () => {
    const html = [
      '<script type="application/json" id="bootstrap">{"a":1}</script>',
      '<script type="application/ld+json">{}</script>',
      '<script type="text/template"><b>x</b></script>',
      '<script type="text/javascript">c()</script>',
      "<script type='TEXT/JavaScript '>d()</script>",
      '<script type="">e()</script>',
      '<script language="javascript">f()</script>',
      '<script type="importmap">{"imports":{}}</script>',
      '<script src>g()</script>',
    ].join('');
    expect(inlineScripts(html)).toEqual(['c()', 'd()', 'e()', 'f()', '{"imports":{}}']);
    expect(isExecutableScript(' type="module" crossorigin')).toBe(true);
    expect(isExecutableScript(' id="x" type=application/json')).toBe(false);
    expect(isExecutableScript(' language="vbscript"')).toBe(false);
  });

  it('writes JSON that cannot end its <script> and parses back to the same value', () => {
    const value = { t: '</script><script>alert(1)</script><!-- & \u2028\u2029 $&', n: [1, null] };
    const json = jsonForScript(value);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
    expect(escapeAttribute('/a.svg"><x>&')).toBe('/a.svg&quot;&gt;&lt;x&gt;&amp;');
  });

  it('sets <html lang> and puts the preload and the data block before the module script', () => {
    const template =
      '<html lang="en" data-brand="aurum"><head><script>m()</script><script type="module" src="/a.js"></script></head><body></body></html>';
    const html = renderPage(template, { lang: 'zh-CN', bootstrap: { s: "$& $' $1" }, preloadImage: '/b.svg' });
    expect(html).toBe(
      '<html lang="zh-CN" dir="ltr" data-brand="aurum"><head><script>m()</script>' +
        '<link rel="preload" as="image" href="/b.svg" fetchpriority="high">\n    ' +
        '<script type="application/json" id="bootstrap">{"s":"$\\u0026 $\' $1"}</script>\n    ' +
        '<script type="module" src="/a.js"></script></head><body></body></html>',
    );
    // Without a module script in <head> (the unbuilt index.html), at the end of <head>.
    expect(
      renderPage('<html><head><title>t</title></head><body><script type="module" src="/m.js"></script>', {
        bootstrap: 1,
      }),
    ).toBe(
      '<html><head><title>t</title><script type="application/json" id="bootstrap">1</script>\n    </head><body><script type="module" src="/m.js"></script>',
    );
    expect(renderPage(template, {})).toBe(template);
    expect(injectLang('<html data-brand="aurum">', 'en')).toBe('<html lang="en" dir="ltr" data-brand="aurum">');
    // Right to left from the first paint (Urdu), and back for a left-to-right page.
    expect(injectLang('<html lang="en" data-brand="aurum">', 'ur')).toBe(
      '<html lang="ur" dir="rtl" data-brand="aurum">',
    );
    expect(injectLang('<html lang="en" dir="rtl">', 'th')).toBe('<html lang="th" dir="ltr">');
    expect(injectLang('<html lang="en">', '"><script>')).toBe('<html lang="en">');
  });

  it("inlines a page's stylesheets in one <style> and lists the files as disabled links; without their rules, links them", () => {
    const template = '<html><head><link rel="stylesheet" href="/app.css"></head><body></body></html>';
    const sheets = ['/a.css', '/b"x.css'];
    const inlined = renderPage(template, { stylesheets: sheets, styles: '.a{color:red}</STYLE><b>' });
    expect(inlined).toBe(
      '<html><head><link rel="stylesheet" href="/app.css">  <style>.a{color:red}\\3c/style><b></style>\n    ' +
        '<link rel="stylesheet" href="/a.css" disabled>\n    <link rel="stylesheet" href="/b&quot;x.css" disabled>\n  ' +
        '</head><body></body></html>',
    );
    // One stylesheet blocks the first paint: the one index.html links.
    expect(inlined.match(/<link rel="stylesheet"(?![^>]*\sdisabled)[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/app.css">',
    ]);
    expect(renderPage(template, { stylesheets: ['/a.css'] })).toContain(
      '<link rel="stylesheet" href="/a.css">\n  </head>',
    );
    expect(styleText('a{}</style ><script>')).toBe('a{}\\3c/style ><script>');
  });

  it('hashes a script the way browsers check CSP', () => {
    // echo -n "alert('Hello, world.');" | openssl sha256 -binary | base64 (the example in the CSP spec)
    expect(cspHash("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  it('injects the brand on the <html> tag only', () => {
    expect(injectBrand('<html lang="en" data-brand="aurum"><body data-brand="aurum">', 'verdant')).toBe(
      '<html lang="en" data-brand="verdant"><body data-brand="aurum">',
    );
    expect(injectBrand('<html lang="en">', 'verdant')).toBe('<html data-brand="verdant" lang="en">');
    expect(() => injectBrand('<html>', '"><script>')).toThrow();
  });

  it('keeps API and probe paths out of the SPA', () => {
    expect(isSitePath('/m/home')).toBe(true);
    expect(isSitePath('/apiary')).toBe(true);
    expect(isSitePath('/api')).toBe(false);
    expect(isSitePath('/api/x')).toBe(false);
    expect(isSitePath('/healthz')).toBe(false);
    expect(isSitePath('/metrics?x')).toBe(false);
  });
});

describe('bus', () => {
  it('delivers to subscribers in-process until they unsubscribe', async () => {
    const bus = createMemoryBus();
    const got: unknown[] = [];
    const off = await bus.subscribe('chat', (m) => got.push(m));
    const message = { text: 'hi' };
    await bus.publish('chat', message);
    await bus.publish('other', { text: 'not for us' });
    await new Promise((r) => setTimeout(r, 10));
    expect(got).toEqual([{ text: 'hi' }]);
    expect(got[0]).not.toBe(message);
    await off();
    await bus.publish('chat', { text: 'late' });
    await new Promise((r) => setTimeout(r, 10));
    expect(got).toHaveLength(1);
    await bus.close();
  });

  it.runIf(process.env.REDIS_URL)('delivers across connections through Redis', async () => {
    const a = createRedisBus(process.env.REDIS_URL ?? '');
    const b = createRedisBus(process.env.REDIS_URL ?? '');
    try {
      const channel = `test:${Math.random()}`;
      let deliver: (m: unknown) => void = () => {};
      const got = new Promise<unknown>((resolve) => {
        deliver = resolve;
      });
      await b.subscribe(channel, (m) => deliver(m));
      await a.publish(channel, { n: 1 });
      expect(await got).toEqual({ n: 1 });
    } finally {
      await a.close();
      await b.close();
    }
  });

  it.runIf(process.env.REDIS_URL)(
    'after its subscriber connection is killed, logs it, resubscribes, tells listeners, and delivers again',
    async () => {
      const url = process.env.REDIS_URL ?? '';
      const logged: string[] = [];
      const log = {
        info: (_o: unknown, msg: string) => logged.push(msg),
        warn: (_o: unknown, msg: string) => logged.push(msg),
      };
      const a = createRedisBus(url);
      const b = createRedisBus(url, log as never);
      const admin = new Redis(url, { lazyConnect: true });
      try {
        const channel = `test:${Math.random()}`;
        const got: unknown[] = [];
        await b.subscribe(channel, (m) => got.push(m));
        let restored = 0;
        b.onResubscribed(() => {
          restored += 1;
        });
        await admin.connect();
        // Only this process's subscribers (the name carries the pid): other runs on this Redis are untouched.
        const list = (await admin.call('CLIENT', 'LIST')) as string;
        const ids = list
          .split('\n')
          .filter((l) => l.includes(` name=platform-api:bus-sub:${process.pid}-`))
          .map((l) => /(?:^|\s)id=(\d+)/.exec(l)?.[1]);
        expect(ids.length).toBeGreaterThanOrEqual(1);
        for (const id of ids) await admin.call('CLIENT', 'KILL', 'ID', id!);
        await vi.waitFor(() => expect(restored).toBe(1), { timeout: 5_000 });
        expect(logged).toEqual([
          'bus: Redis connection lost; reconnecting',
          'bus: Redis reconnected; subscriptions restored',
        ]);
        await a.publish(channel, { n: 2 });
        await vi.waitFor(() => expect(got).toEqual([{ n: 2 }]), { timeout: 2_000 });
      } finally {
        admin.disconnect();
        await a.close();
        await b.close();
      }
    },
  );
});

describe('PGlite data directory lock', () => {
  it('refuses a directory held by a live process, takes over a stale lock, and releases on unlock', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'lock-'));
    try {
      const unlock = lockDataDir(dir);
      expect(() => lockDataDir(dir)).toThrow(/in use by process \d+/);
      unlock();
      expect(existsSync(path.join(dir, 'server.lock'))).toBe(false);
      await writeFile(path.join(dir, 'server.lock'), String(process.ppid));
      expect(() => lockDataDir(dir)).toThrow(`in use by process ${process.ppid}`);
      await writeFile(path.join(dir, 'server.lock'), '999999999');
      const again = lockDataDir(dir);
      again();
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
