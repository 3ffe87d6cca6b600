import type { LocaleCode } from './locales';

// Apart from `LOCALES`, which every page's first load carries: only the screens that name
// languages (Settings, Language) and the server need these.

/** Each language's own name, shown in the picker (spec §3 locale record). */
export const LOCALE_NAMES: Record<LocaleCode, string> = {
  en: 'English',
  zh: '简体中文',
  ru: 'Русский',
  pt: 'Português',
  id: 'Bahasa Indonesia',
  es: 'Español',
  ms: 'Bahasa Melayu',
  vi: 'Tiếng Việt',
  my: 'မြန်မာ',
  it: 'Italiano',
  fr: 'Français',
  tr: 'Türkçe',
  ar: 'العربية',
  de: 'Deutsch',
  'zh-hant': '繁體中文',
  hi: 'हिन्दी',
  ta: 'தமிழ்',
  ja: '日本語',
  ko: '한국어',
  uk: 'Українська',
};

/** Each language's English name: the picker's second line, and the prompt's reply language. */
export const LOCALE_ENGLISH_NAMES: Record<LocaleCode, string> = {
  en: 'English',
  zh: 'Chinese (Simplified)',
  ru: 'Russian',
  pt: 'Portuguese',
  id: 'Indonesian',
  es: 'Spanish',
  ms: 'Malay',
  vi: 'Vietnamese',
  my: 'Burmese',
  it: 'Italian',
  fr: 'French',
  tr: 'Turkish',
  ar: 'Arabic',
  de: 'German',
  'zh-hant': 'Chinese (Traditional)',
  hi: 'Hindi',
  ta: 'Tamil',
  ja: 'Japanese',
  ko: 'Korean',
  uk: 'Ukrainian',
};
