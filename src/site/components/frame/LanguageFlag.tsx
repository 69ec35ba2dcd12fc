import type { Language } from '../../../i18n/namespaces';

/** Small flags drawn for the language menu; decorative, the language name is the label. */
const FLAGS: Record<Language, React.ReactNode> = {
  en: (
    <>
      <rect width="30" height="20" fill="#1f3f8f" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#fff" strokeWidth="4" />
      <path d="M0 0 30 20M30 0 0 20" stroke="#c8202f" strokeWidth="1.5" />
      <path d="M15 0v20M0 10h30" stroke="#fff" strokeWidth="6" />
      <path d="M15 0v20M0 10h30" stroke="#c8202f" strokeWidth="3.4" />
    </>
  ),
  ru: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect y="6.67" width="30" height="6.67" fill="#1f4fa8" />
      <rect y="13.33" width="30" height="6.67" fill="#d52b1e" />
    </>
  ),
  uz: (
    <>
      <rect width="30" height="20" fill="#fff" />
      <rect width="30" height="6.4" fill="#1e9ad6" />
      <rect y="13.6" width="30" height="6.4" fill="#1eb53a" />
      <rect y="6.4" width="30" height="0.6" fill="#ce1126" />
      <rect y="13" width="30" height="0.6" fill="#ce1126" />
      <circle cx="4.6" cy="3.2" r="2.2" fill="#fff" />
      <circle cx="5.5" cy="3.2" r="2" fill="#1e9ad6" />
    </>
  ),
};

export function LanguageFlag({ language }: { language: Language }) {
  return (
    <svg
      width="24"
      height="16"
      viewBox="0 0 30 20"
      aria-hidden="true"
      focusable="false"
      style={{ borderRadius: 2, flexShrink: 0 }}
    >
      {FLAGS[language]}
    </svg>
  );
}
