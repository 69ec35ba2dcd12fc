/**
 * The six partner links of the home page. Their names are translated under
 * `home:partners.items.<id>`; the badges are our own drawings, not the organisations' logos.
 */
export interface Partner {
  id: 'legalPortal' | 'geology' | 'tax' | 'industry' | 'copper' | 'metalsExchange';
  href: string;
  badge: string;
}

export const PARTNERS: readonly Partner[] = [
  { id: 'legalPortal', href: 'https://lex.uz', badge: '/site/partners/legal-portal.svg' },
  { id: 'geology', href: 'https://gov.uz/uz/geologiya', badge: '/site/partners/geology.svg' },
  { id: 'tax', href: 'https://soliq.uz', badge: '/site/partners/tax.svg' },
  { id: 'industry', href: 'https://mift.uz', badge: '/site/partners/industry.svg' },
  { id: 'copper', href: 'https://agmk.uz', badge: '/site/partners/copper.svg' },
  {
    id: 'metalsExchange',
    href: 'https://www.lme.com/en/metals/non-ferrous/lme-copper',
    badge: '/site/partners/metals-exchange.svg',
  },
];
