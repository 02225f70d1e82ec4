import {
  AtSign,
  Camera,
  CircleHelp,
  CirclePlay,
  Gamepad2,
  Handshake,
  Headset,
  MessageCircle,
  MessageSquareWarning,
  Music2,
  Phone,
  Send,
  ThumbsUp,
} from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type Navigate, navigateOnClick } from '../Header/navigate';
import { Skeleton, SkeletonGroup } from '../Skeleton';
import * as css from './Footer.css';
import {
  affiliateHelpPath,
  capVendorLogos,
  type FooterPaths,
  type FooterSocialType,
  footerSocialLinks,
  helpTopicPath,
} from './Footer.rules';

/** lucide-react ships no brand marks; each network gets a neutral icon next to its name. */
const socialIcons: Record<FooterSocialType, ReactNode> = {
  INSTAGRAM: <Camera />,
  WHATSAPP: <MessageCircle />,
  YOUTUBE: <CirclePlay />,
  TIKTOK: <Music2 />,
  FACEBOOK: <ThumbsUp />,
  TWITTER: <AtSign />,
  TELEGRAM: <Send />,
  VIBER: <Phone />,
};

export interface FooterCategory {
  key: string;
  /** Already translated. */
  label: string;
  to: string;
}

export interface FooterImage {
  name: string;
  imageUrl: string;
}

/** The footer's sections that come from the catalogue or the help center, not from the site config. */
export const footerLoadingSections = ['categories', 'help', 'vendors'] as const;
export type FooterLoadingSection = (typeof footerLoadingSections)[number];

export interface FooterProps {
  /** Game categories from the vendor sorting. Empty or missing hides the section. */
  categories?: FooterCategory[];
  /** Help-center titles, in order; each links to `{paths.help}?i={position}`. Empty hides the section. */
  helpTitles?: string[];
  /** Support: opens customer service. */
  onCustomerService: () => void;
  /** Social links by type; only supplied ones show, and they open in a new tab. */
  social?: Partial<Record<FooterSocialType, string>>;
  paymentMethods?: FooterImage[];
  /** Game-vendor logos in vendor order; only the first 22 show. */
  vendors?: FooterImage[];
  /** Minimum age in the responsible-play notice: 18, or 21 in some markets. */
  ageLimit?: 18 | 21;
  /** Brand or site name for the copyright line. */
  siteName: string;
  /** Copyright year; the app passes it (widgets never read the clock). Omit to show no year. */
  year?: number;
  /**
   * Sections whose data has not arrived yet: each shows its heading and placeholders (announced as
   * loading), so it does not pop in later and push what is below it. Once the answer is empty, the
   * section goes, as before.
   */
  loading?: Partial<Record<FooterLoadingSection, boolean>>;
  /** Where the help center and feedback live (from the app's route table). */
  paths: FooterPaths;
  onNavigate: Navigate;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={css.section} aria-labelledby={id}>
      <h2 id={id} className={css.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Placeholder chips of assorted widths (they stand for labels of different lengths): up to three rows. */
const CHIP_WIDTHS = ['46%', '44%', '58%', '42%', '40%'] as const;

function ChipsSkeleton({ count }: { count: number }) {
  return (
    <span className={css.chips} aria-hidden="true">
      {CHIP_WIDTHS.slice(0, count).map((w) => (
        <Skeleton key={w} shape="rect" width={w} className={css.chipSkeleton} />
      ))}
    </span>
  );
}

function LogosSkeleton({ count }: { count: number }) {
  return (
    <span className={css.logoGrid} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <Skeleton key={i} shape="rect" aspectRatio="2 / 1" />
      ))}
    </span>
  );
}

function Chip({ icon, children }: { icon?: ReactNode; children: ReactNode }) {
  return (
    <>
      {icon ? (
        <span className={css.chipIcon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span>{children}</span>
    </>
  );
}

function LogoGrid({ images }: { images: FooterImage[] }) {
  return (
    <ul className={css.logoGrid}>
      {images.map((img) => (
        <li key={`${img.name}-${img.imageUrl}`} className={css.logoTile}>
          <img
            className={css.logoImage}
            src={img.imageUrl}
            alt={img.name}
            // The tile is 2:1, and so are the marks (200 × 100): the shape before the file arrives.
            width={200}
            height={100}
            loading="lazy"
            decoding="async"
          />
        </li>
      ))}
    </ul>
  );
}

/** The content footer: games, help, contact, social, payments, vendors, the age notice and copyright. */
export function Footer({
  categories = [],
  helpTitles = [],
  onCustomerService,
  social,
  paymentMethods = [],
  vendors = [],
  ageLimit = 18,
  siteName,
  year,
  paths,
  onNavigate,
  loading = {},
}: FooterProps) {
  const { t } = useTranslation('shell');
  const socialLinks = footerSocialLinks(social);
  const vendorLogos = capVendorLogos(vendors);
  const link = (to: string, icon: ReactNode, label: string) => (
    <a href={to} className={css.chip} onClick={navigateOnClick(onNavigate, to)}>
      <Chip icon={icon}>{label}</Chip>
    </a>
  );
  return (
    <footer className={css.footer}>
      {categories.length === 0 && loading.categories ? (
        <Section title={t('footer.games')}>
          <SkeletonGroup label={t('footer.loading')}>
            <ChipsSkeleton count={2} />
          </SkeletonGroup>
        </Section>
      ) : null}
      {categories.length > 0 ? (
        <Section title={t('footer.games')}>
          <ul className={css.chips}>
            {categories.map((c) => (
              <li key={c.key}>{link(c.to, <Gamepad2 />, c.label)}</li>
            ))}
          </ul>
        </Section>
      ) : null}

      {helpTitles.length === 0 && loading.help ? (
        <Section title={t('footer.help')}>
          <SkeletonGroup label={t('footer.loading')}>
            <ChipsSkeleton count={5} />
          </SkeletonGroup>
        </Section>
      ) : null}
      {helpTitles.length > 0 ? (
        <Section title={t('footer.help')}>
          <ul className={css.chips}>
            {helpTitles.map((title, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the position is the topic's identity (/m/help?i=)
              <li key={i}>{link(helpTopicPath(paths.help, i), <CircleHelp />, title)}</li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section title={t('footer.contact')}>
        <ul className={css.chips}>
          <li>
            <button type="button" className={css.chip} onClick={onCustomerService}>
              <Chip icon={<Headset />}>{t('footer.support')}</Chip>
            </button>
          </li>
          <li>{link(paths.feedback, <MessageSquareWarning />, t('footer.complaints'))}</li>
          <li>{link(affiliateHelpPath(paths.help), <Handshake />, t('footer.affiliate'))}</li>
        </ul>
      </Section>

      {socialLinks.length > 0 ? (
        <Section title={t('footer.social')}>
          <ul className={css.chips}>
            {socialLinks.map(({ type, href }) => (
              <li key={type}>
                <a href={href} className={css.chip} target="_blank" rel="noopener noreferrer">
                  <Chip icon={socialIcons[type]}>
                    {t(`social.${type}`)}
                    <span className={css.visuallyHidden}> {t('footer.newTab')}</span>
                  </Chip>
                </a>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      {paymentMethods.length > 0 ? (
        <Section title={t('footer.payments')}>
          <LogoGrid images={paymentMethods} />
        </Section>
      ) : null}

      {vendorLogos.length === 0 && loading.vendors ? (
        <Section title={t('footer.vendors')}>
          <SkeletonGroup label={t('footer.loading')}>
            <LogosSkeleton count={2} />
          </SkeletonGroup>
        </Section>
      ) : null}
      {vendorLogos.length > 0 ? (
        <Section title={t('footer.vendors')}>
          <LogoGrid images={vendorLogos} />
        </Section>
      ) : null}

      <div className={css.notice}>
        <span className={css.ageMark} aria-hidden="true">
          {t('footer.age', { age: ageLimit })}
        </span>
        <div className={css.noticeText}>
          <p className={css.small}>{t('footer.ageNotice', { age: ageLimit })}</p>
          {paths.responsible ? (
            <a
              href={paths.responsible}
              className={css.responsible}
              onClick={navigateOnClick(onNavigate, paths.responsible)}
            >
              {t('footer.responsible')}
            </a>
          ) : null}
          {paths.fairness ? (
            <a href={paths.fairness} className={css.responsible} onClick={navigateOnClick(onNavigate, paths.fairness)}>
              {t('footer.fairness')}
            </a>
          ) : null}
        </div>
      </div>
      <p className={css.copyright}>
        {year === undefined ? t('footer.copyright', { siteName }) : t('footer.copyrightYear', { siteName, year })}
      </p>
    </footer>
  );
}
