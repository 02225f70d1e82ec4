import { Dices, Fish, Flame, Gamepad2, Spade, Ticket, Trophy, Tv } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Button } from '../../design-system/Button';
import { EmptyState } from '../../design-system/EmptyState';
import { useSiteConfig } from '../../src/api/queries';
import { useBrand } from '../../src/app/useBrand';
import { useSessionInfo } from '../../src/stores/session';
import * as layout from '../layout.css';
import { CategoryTile } from './CategoryTile';
import * as css from './Home.css';

const categories = [
  { key: 'hotGames', to: '/m/hot-games', icon: Flame },
  { key: 'slotGames', to: '/m/slot-games', icon: Dices },
  { key: 'liveGames', to: '/m/live-games', icon: Tv },
  { key: 'sportGames', to: '/m/sport-games', icon: Trophy },
  { key: 'esportGames', to: '/m/esport-games', icon: Gamepad2 },
  { key: 'fishingGames', to: '/m/fishing-games', icon: Fish },
  { key: 'pokerGames', to: '/m/poker-games', icon: Spade },
  { key: 'lottery', to: '/m/lottery', icon: Ticket },
] as const;

export default function Home() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const config = useSiteConfig();
  const member = useSessionInfo();
  const { siteName } = useBrand();
  const enabled = categories.filter((c) => config.data?.whitelabel[c.key] !== false);

  return (
    <div className={layout.stack}>
      <section className={css.welcome} aria-labelledby="home-welcome">
        <h1 id="home-welcome" className={css.welcomeTitle}>
          {member ? t('home.welcomeBack', { name: member.userName }) : t('home.welcome', { site: siteName })}
        </h1>
        <p className={css.welcomeText}>{t('home.pitch')}</p>
        {!member && (
          <div className={layout.row}>
            <Button fullWidth onPress={() => navigate('/m/register')}>
              {t('shellActions.register')}
            </Button>
            <Button fullWidth variant="secondary" onPress={() => navigate('/m/login')}>
              {t('shellActions.login')}
            </Button>
          </div>
        )}
      </section>

      <nav aria-label={t('home.categories')}>
        <ul className={layout.grid4}>
          {enabled.map(({ key, to, icon: Icon }) => (
            <li key={key} className={css.item}>
              <CategoryTile href={to} label={t(`menu.${key}`)} icon={<Icon aria-hidden />} onNavigate={navigate} />
            </li>
          ))}
        </ul>
      </nav>

      <EmptyState
        size="compact"
        variant="notAvailable"
        icon={Dices}
        title={t('home.lobbySoonTitle')}
        description={t('home.lobbySoonBody')}
      />
    </div>
  );
}
