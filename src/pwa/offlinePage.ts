import { COLOR_MODE_STORAGE_KEY } from '../../themes/colorMode.ts';
import { offlinePageCss } from '../../themes/offlinePage.ts';
import { LANGUAGE_STORAGE_KEY, RTL_PRIMARY_TAGS } from '../i18n/languages.ts';
import { OFFLINE_SCRIPT } from './workbox.ts';

/** The offline page's words in one language (from the locale files: common `errors.network.offline`, shell `offline.*`). */
export interface OfflineStrings {
  title: string;
  body: string;
  retry: string;
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The page the service worker answers a page load with when the network is gone (docs/pwa.md).
 * Static and brand-neutral (one file serves every brand): the browser's own colours in the player's
 * colour mode, no web font, no inline script (the Content-Security-Policy allows scripts from this
 * origin only). English is in the markup; every language's words ride along as data attributes, and
 * offline.js picks the player's language.
 */
export function offlinePageHtml(strings: Record<string, OfflineStrings>): string {
  const en = strings.en;
  if (!en) throw new Error('the offline page needs English strings');
  const data = escapeHtml(JSON.stringify(strings));
  return `<!doctype html>
<html lang="en" data-theme="dark">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${escapeHtml(en.title)}</title>
<style>
${offlinePageCss}</style>
</head>
<body>
<main id="offline" data-strings="${data}">
<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M12 20h.01"/><path d="M8.5 16.43a5 5 0 0 1 7 0"/><path d="M5 12.86a10 10 0 0 1 5.17-2.69"/><path d="M19 12.86a10 10 0 0 0-2.01-1.53"/><path d="M2 8.82a15 15 0 0 1 4.17-2.65"/><path d="M22 8.82a15 15 0 0 0-11.29-3.76"/><path d="m2 2 20 20"/></svg>
<h1 data-key="title">${escapeHtml(en.title)}</h1>
<p data-key="body">${escapeHtml(en.body)}</p>
<button type="button" id="retry" data-key="retry">${escapeHtml(en.retry)}</button>
</main>
<script src="/${OFFLINE_SCRIPT}"></script>
</body>
</html>
`;
}

/**
 * offline.js: the player's language (stored choice, then the `language` cookie, then the browser's)
 * and colour mode; a Retry button; and a retry by itself when the browser says it is online again,
 * or every 15 s while it claims to be online (a dead Wi-Fi reports "online" too).
 */
export const offlineScript = `(function(){
var root=document.documentElement,main=document.getElementById('offline');
try{if(localStorage.getItem('${COLOR_MODE_STORAGE_KEY}')==='light')root.setAttribute('data-theme','light')}catch(e){}
var strings={};try{strings=JSON.parse(main.getAttribute('data-strings'))}catch(e){}
function pick(){var w=[];try{w.push(localStorage.getItem('${LANGUAGE_STORAGE_KEY}'))}catch(e){}
var m=document.cookie.match(/(?:^|; )language=([^;]+)/);if(m)w.push(decodeURIComponent(m[1]));
w=w.concat(navigator.languages||[navigator.language]);
for(var i=0;i<w.length;i++){var c=w[i];if(!c)continue;if(strings[c])return c;var p=c.toLowerCase().split(/[-_]/)[0];
for(var k in strings){if(k.toLowerCase().split('-')[0]===p)return k}}return 'en'}
var lang=pick(),s=strings[lang];
if(s){root.lang=lang;root.dir=${JSON.stringify(RTL_PRIMARY_TAGS)}.indexOf(lang.toLowerCase().split('-')[0])>=0?'rtl':'ltr';document.title=s.title;var els=document.querySelectorAll('[data-key]');
for(var j=0;j<els.length;j++){var v=s[els[j].getAttribute('data-key')];if(v)els[j].textContent=v}}
function retry(){location.reload()}
document.getElementById('retry').addEventListener('click',retry);
window.addEventListener('online',retry);
setInterval(function(){if(navigator.onLine)fetch(location.href,{method:'HEAD',cache:'no-store'}).then(function(r){if(r.ok)retry()},function(){})},15000);
})();
`;
