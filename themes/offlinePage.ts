/**
 * The offline page's stylesheet (src/pwa/offlinePage.ts, docs/pwa.md). The page is static and serves
 * every brand, so it uses the browser's own colours (Canvas, CanvasText) in the player's colour mode
 * and the system font: nothing to download while the network is gone.
 */
export const offlinePageCss = `:root{color-scheme:dark}
:root[data-theme=light]{color-scheme:light}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;min-height:100dvh;display:flex;align-items:center;justify-content:center;padding:24px;background:Canvas;color:CanvasText;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans","PingFang SC","Microsoft YaHei",sans-serif;text-align:center}
main{max-width:22rem;display:flex;flex-direction:column;align-items:center;gap:12px}
svg{width:56px;height:56px;opacity:.7}
h1{margin:0;font-size:1.25rem;font-weight:700}
p{margin:0;opacity:.8}
button{margin-top:8px;min-height:44px;min-width:120px;padding:0 24px;border-radius:999px;border:1px solid currentColor;background:transparent;color:inherit;font:inherit;font-weight:600;cursor:pointer}
button:focus-visible{outline:3px solid Highlight;outline-offset:2px}
`;
