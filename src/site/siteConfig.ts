import type { Language } from '../i18n/namespaces';

/**
 * The park's public details, in one place. Build-time environment variables (VITE_*) override
 * the defaults, so another deployment changes them without touching the pages.
 */
const env: Record<string, string | undefined> = import.meta.env;

export const SITE = {
  /** The public origin, for canonical links and social-share cards. */
  url: (env.VITE_SITE_URL ?? 'http://localhost:3000').replace(/\/$/, ''),
  phones: (env.VITE_SITE_PHONES ?? '+998 71 200 45 45,+998 70 015 45 45').split(',').map((phone) => phone.trim()),
  email: env.VITE_SITE_EMAIL ?? 'info@technopark.example',
  address: {
    en: env.VITE_SITE_ADDRESS_EN ?? '12 Sanoat Street, Olmaliq, Tashkent region, Uzbekistan',
    ru: env.VITE_SITE_ADDRESS_RU ?? 'Узбекистан, Ташкентская область, Алмалык, ул. Саноат, 12',
    uz: env.VITE_SITE_ADDRESS_UZ ?? "O'zbekiston, Toshkent viloyati, Olmaliq, Sanoat ko'chasi, 12",
  } satisfies Record<Language, string>,
  /** The infrastructure film; it has always come from a media address of its own. */
  infrastructureVideoUrl: env.VITE_INFRASTRUCTURE_VIDEO_URL ?? '/site/video/infrastructure.webm',
  /** The picture shared with links to any page. */
  shareImage: '/site/og-image.png',
} as const;

/** A phone number as a tel: link. */
export const telLink = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
