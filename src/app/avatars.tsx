import { Clover, Crown, Dice5, Flame, Gem, type LucideIcon, Rocket, Spade, Star, UserRound } from 'lucide-react';
import { AVATARS, type Avatar } from '../api/contract/accounts.constants';

/** The picture of each head icon the server accepts (AVATARS); a member with none gets the plain figure. */
const ICONS: Record<Avatar, LucideIcon> = {
  ace: Spade,
  crown: Crown,
  gem: Gem,
  rocket: Rocket,
  flame: Flame,
  star: Star,
  clover: Clover,
  dice: Dice5,
};

export const avatarIcon = (avatar: Avatar | null | undefined): LucideIcon => (avatar ? ICONS[avatar] : UserRound);

export const avatarOptions = AVATARS.map((value) => ({ value, Icon: ICONS[value] }));
