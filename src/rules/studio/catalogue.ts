/**
 * The house studio's games (issue 5, "First house games"): one vendor, LUMEN, of the RNG category.
 * This is the rules part of the catalogue (code, name, declared RTP, lines, minimum stake,
 * volatility), shared by the studio (server) and the browser's verifier (issue 22): the engine
 * configs are built from it. The theme palettes and demo pins stay with the server
 * (server/modules/studio/catalogue.ts), which is the single source for the catalogue seed and art.
 *
 * `rtp` is in hundredths of a percent (9600 = 96.00%). `minBet` is the smallest total stake per spin
 * in minor units. `lines` is the number of paylines of the 5×3 grid.
 */
export interface StudioGameRules {
  /** The vendor's game code, `lumen-<slug>`. */
  code: string;
  name: string;
  rtp: number;
  lines: 10 | 20 | 25;
  minBet: number;
  volatility: 'low' | 'medium' | 'high';
}

const r = (
  slug: string,
  name: string,
  rtp: number,
  lines: StudioGameRules['lines'],
  minBet: number,
  volatility: StudioGameRules['volatility'],
): StudioGameRules => ({ code: `lumen-${slug}`, name, rtp, lines, minBet, volatility });

export const STUDIO_GAME_RULES: readonly StudioGameRules[] = [
  r('golden-dragon', 'Golden Dragon', 9600, 25, 25, 'high'),
  r('lucky-sevens', 'Lucky Sevens', 9550, 10, 10, 'low'),
  r('pharaohs-sun', "Pharaoh's Sun", 9620, 20, 20, 'medium'),
  r('ocean-pearl', 'Ocean Pearl', 9580, 20, 20, 'medium'),
  r('jungle-gems', 'Jungle Gems', 9610, 25, 25, 'medium'),
  r('star-forge', 'Star Forge', 9640, 20, 20, 'high'),
  r('frost-queen', 'Frost Queen', 9570, 25, 25, 'medium'),
  r('volcano-rush', 'Volcano Rush', 9590, 10, 10, 'high'),
  r('sakura-spirit', 'Sakura Spirit', 9560, 20, 20, 'low'),
  r('viking-gold', 'Viking Gold', 9630, 25, 25, 'high'),
  r('neon-nights', 'Neon Nights', 9540, 10, 10, 'medium'),
  r('desert-oasis', 'Desert Oasis', 9600, 20, 20, 'low'),
  r('panda-fortune', 'Panda Fortune', 9610, 25, 25, 'medium'),
  r('aztec-sun', 'Aztec Sun', 9650, 20, 20, 'high'),
  r('wild-safari', 'Wild Safari', 9580, 25, 25, 'medium'),
  r('candy-carnival', 'Candy Carnival', 9520, 10, 10, 'low'),
  r('mystic-moon', 'Mystic Moon', 9620, 20, 20, 'medium'),
  r('pirate-cove', 'Pirate Cove', 9600, 25, 25, 'high'),
  r('thunder-gods', 'Thunder Gods', 9660, 20, 20, 'high'),
  r('emerald-isle', 'Emerald Isle', 9570, 10, 10, 'low'),
  r('royal-crown', 'Royal Crown', 9610, 25, 25, 'medium'),
  r('cyber-samurai', 'Cyber Samurai', 9630, 20, 20, 'high'),
  r('honey-hive', 'Honey Hive', 9550, 10, 10, 'low'),
  r('arctic-peak', 'Arctic Peak', 9590, 20, 20, 'medium'),
  r('ruby-rush', 'Ruby Rush', 9600, 25, 25, 'medium'),
  r('atlantis-deep', 'Atlantis Deep', 9640, 20, 20, 'high'),
  r('chili-fiesta', 'Chili Fiesta', 9530, 10, 10, 'low'),
  r('galaxy-gems', 'Galaxy Gems', 9620, 25, 25, 'medium'),
  r('golden-koi', 'Golden Koi', 9580, 20, 20, 'medium'),
  r('ancient-runes', 'Ancient Runes', 9610, 25, 25, 'high'),
];
