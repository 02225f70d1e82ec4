import type { StudioGameDef } from './catalogue';

/**
 * Lumen Studio's game names in more languages, by language and game code. The catalogue serves
 * them as the games' localised names (games.game_names), and the game window shows the name in the
 * player's language. A language or game missing here shows the English name.
 */
export const STUDIO_GAME_NAMES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'zh-CN': {
    'lumen-golden-dragon': '金龙',
    'lumen-lucky-sevens': '幸运七',
    'lumen-pharaohs-sun': '法老之日',
    'lumen-ocean-pearl': '海洋明珠',
    'lumen-jungle-gems': '丛林宝石',
    'lumen-star-forge': '星辰熔炉',
    'lumen-frost-queen': '冰霜女王',
    'lumen-volcano-rush': '火山狂潮',
    'lumen-sakura-spirit': '樱花之灵',
    'lumen-viking-gold': '维京黄金',
    'lumen-neon-nights': '霓虹之夜',
    'lumen-desert-oasis': '沙漠绿洲',
    'lumen-panda-fortune': '熊猫财富',
    'lumen-aztec-sun': '阿兹特克太阳',
    'lumen-wild-safari': '狂野草原',
    'lumen-candy-carnival': '糖果嘉年华',
    'lumen-mystic-moon': '神秘之月',
    'lumen-pirate-cove': '海盗湾',
    'lumen-thunder-gods': '雷霆众神',
    'lumen-emerald-isle': '翡翠岛',
    'lumen-royal-crown': '皇家王冠',
    'lumen-cyber-samurai': '赛博武士',
    'lumen-honey-hive': '甜蜜蜂巢',
    'lumen-arctic-peak': '北极之巅',
    'lumen-ruby-rush': '红宝石狂潮',
    'lumen-atlantis-deep': '深海亚特兰蒂斯',
    'lumen-chili-fiesta': '辣椒狂欢',
    'lumen-galaxy-gems': '银河宝石',
    'lumen-golden-koi': '金锦鲤',
    'lumen-ancient-runes': '古代符文',
  },
};

/** A game's names by language, for the catalogue's `game_names`. */
export const studioGameNames = (code: string): Record<string, string> =>
  Object.fromEntries(
    Object.entries(STUDIO_GAME_NAMES).flatMap(([lang, names]) => (names[code] ? [[lang, names[code]]] : [])),
  );

/** The game's name in `lang`, else its English name. */
export const studioGameName = (def: Pick<StudioGameDef, 'code' | 'name'>, lang?: string) =>
  (lang && STUDIO_GAME_NAMES[lang]?.[def.code]) || def.name;
