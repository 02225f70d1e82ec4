import { useTranslation } from 'react-i18next';

/** A card's spoken name ("Ace of spades", "黑桃A") from its code. */
export function useCardName() {
  const { t } = useTranslation('cards');
  return (code: string) => t('card', { rank: t(`rank.${code[0]}`), suit: t(`suit.${code[1]}`) });
}
