import { MAX_MEMORY_FACT_LENGTH } from '@contract/api/memory-endpoints';
import type { LocaleCode } from '@contract/locales';

/**
 * How people start telling something about themselves, per language: their name, age, work, home,
 * family, pets and what they like. Used by the built-in fact finder, which keeps such sentences
 * in the user's own words; a real model finds facts better (see `openai-fact-finder.ts`).
 */
const SELF_DISCLOSURE: Record<LocaleCode, RegExp> = {
  en: /\b(my name is|call me|i(?: am|'m|’m) (?:a|an|from|\d+|called|studying|working|single|married|allergic)\b|i work|i live|i grew up|i was born|i study|i (?:like|love|hate|adore) (?!you\b|it\b|that\b|this\b|when\b)|i have|i've got|i own|my (?:job|work|birthday|favou?rite|dog|cat|pet|sister|brother|mum|mom|dad|mother|father|wife|husband|son|daughter|family|friend|hobby|home))\b/i,
  de: /\b(ich heiße|ich bin|ich arbeite|ich wohne|ich lebe|ich studiere|ich mag|ich liebe|ich hasse|ich habe|mein(?:e|en)? (?:name|job|beruf|geburtstag|lieblings\w*|hund|katze|schwester|bruder|mutter|vater|frau|mann|familie|hobby))\b/i,
  fr: /(je m'appelle|je m’appelle|je suis|je travaille|j'habite|j’habite|je vis|j'étudie|j’étudie|j'aime|j’aime|j'adore|j’adore|je déteste|j'ai|j’ai|mon (?:nom|travail|métier|anniversaire|chien|chat|frère|mari|copain)|ma (?:sœur|soeur|mère|femme|copine|famille))/i,
  es: /(me llamo|mi nombre es|soy |trabajo|vivo en|estudio|me gusta|me encanta|odio|tengo |mi (?:trabajo|cumpleaños|perro|gato|hermana|hermano|madre|padre|esposa|esposo|familia|novia|novio))/i,
  it: /(mi chiamo|il mio nome|sono |lavoro|vivo a|abito|studio|mi piace|amo |odio|ho |mio (?:padre|fratello|marito|cane|gatto|lavoro)|mia (?:madre|sorella|moglie|famiglia))/i,
  pt: /(chamo-me|me chamo|o meu nome|meu nome|sou |trabalho|vivo em|moro em|estudo|gosto de|adoro|odeio|tenho |(?:o )?meu (?:trabalho|aniversário|cão|cachorro|gato|irmão|pai|marido)|(?:a )?minha (?:irmã|mãe|mulher|esposa|família))/i,
  id: /\b(nama saya|namaku|saya (?:adalah|bekerja|tinggal|kuliah|suka|cinta|benci|punya)|aku (?:bekerja|tinggal|kuliah|suka|cinta|benci|punya)|saya seorang|aku seorang|ulang tahun saya|ulang tahunku)\b/i,
  ms: /\b(nama saya|namaku|saya (?:bekerja|tinggal|belajar|suka|cinta|benci|ada|mempunyai)|aku (?:bekerja|tinggal|belajar|suka|cinta|benci|ada)|saya seorang|aku seorang|hari jadi saya)\b/i,
  vi: /(tên tôi|tên mình|tôi là|mình là|tôi làm|mình làm|tôi sống|mình sống|tôi học|mình học|tôi thích|mình thích|tôi yêu|mình yêu|tôi ghét|mình ghét|tôi có|mình có|sinh nhật (?:tôi|mình))/i,
  my: /(ကျွန်တော့်နာမည်|ကျွန်မနာမည်|ငါ့နာမည်|ကျွန်တော်က|ကျွန်မက|ငါက|ကျွန်တော် ကြိုက်|ကျွန်မ ကြိုက်|ငါ ကြိုက်|အလုပ်လုပ်|နေထိုင်)/,
  ru: /(меня зовут|я работаю|я живу|я учусь|я люблю|я обожаю|я ненавижу|мне нравится|у меня есть|у меня |мой (?:день рождения|брат|отец|муж|пёс|кот)|моя (?:сестра|мама|мать|жена|собака|кошка|работа|семья))/i,
  uk: /(мене звати|я працюю|я живу|я навчаюся|я люблю|я обожнюю|я ненавиджу|мені подобається|у мене є|у мене |мій (?:день народження|брат|батько|чоловік|пес|кіт)|моя (?:сестра|мама|мати|дружина|собака|кішка|робота|родина))/i,
  tr: /(benim adım|adım |ben bir|çalışıyorum|yaşıyorum|oturuyorum|okuyorum|seviyorum|bayılırım|nefret ediyorum|benim (?:bir|işim|doğum günüm|köpeğim|kedim|ablam|abim|kardeşim|annem|babam|eşim|ailem))/i,
  ar: /(اسمي|أنا أعمل|أعمل|أسكن|أعيش|أدرس|أحب|أكره|لدي|عندي|عيد ميلادي|أختي|أخي|أمي|أبي|زوجتي|زوجي|كلبي|قطتي|عائلتي)/,
  hi: /(मेरा नाम|मैं .*(?:हूँ|हूं)|मैं काम करता|मैं काम करती|मैं रहता|मैं रहती|मुझे .*पसंद|मुझे .*प्यार|मेरा (?:जन्मदिन|भाई|कुत्ता|परिवार|काम)|मेरी (?:बहन|माँ|मां|पत्नी|बिल्ली))/,
  ta: /(என் பெயர்|என்னுடைய பெயர்|நான் .*(?:வேலை|வசிக்|படிக்|பிடிக்)|எனக்கு .*பிடிக்கும்|என் (?:அம்மா|அப்பா|அக்கா|தங்கை|அண்ணன்|தம்பி|மனைவி|கணவர்|நாய்|பூனை|பிறந்தநாள்|குடும்பம்))/,
  ja: /(私の名前|僕の名前|俺の名前|私は|僕は|俺は|わたしは|働いて|住んで|好きです|好きなの|大好き|嫌い|飼って|誕生日は|私の(?:姉|妹|兄|弟|母|父|妻|夫|犬|猫|家族|仕事))/,
  ko: /(제 이름|내 이름|저는|나는|일해|일하고|살아요|살고 있|좋아해|좋아하|싫어|키우|생일은|우리 (?:엄마|아빠|언니|누나|형|오빠|동생|강아지|고양이|가족))/,
  zh: /(我叫|我的名字|我是|我在.*(?:工作|上班|住|读书|上学)|我住在|我喜欢|我爱|我讨厌|我有|我的(?:生日|工作|狗|猫|姐姐|妹妹|哥哥|弟弟|妈妈|爸爸|老婆|老公|家人))/,
  'zh-hant':
    /(我叫|我的名字|我是|我在.*(?:工作|上班|住|讀書|上學)|我住在|我喜歡|我愛|我討厭|我有|我的(?:生日|工作|狗|貓|姐姐|妹妹|哥哥|弟弟|媽媽|爸爸|老婆|老公|家人))/,
};

/** Sentence ends in every script the app writes (Latin, CJK, Arabic, Devanagari, Burmese). */
const SENTENCE_END = /(?<=[.!?。！？؟।။])\s*|\n+/u;
const MIN_FACT_CHARS = 6;

const MAX_FACTS_PER_MESSAGE = 3;

/**
 * The sentences of a message in which the user tells something about themselves, in their own
 * words. Questions are skipped: "do you like me?" is not a fact about the user.
 */
export function findSelfDisclosures(text: string, language: LocaleCode): string[] {
  const patterns = [SELF_DISCLOSURE[language], SELF_DISCLOSURE.en];
  const facts: string[] = [];
  for (const raw of text.split(SENTENCE_END)) {
    const sentence = raw.replace(/\s+/g, ' ').trim();
    if (sentence.length < MIN_FACT_CHARS || sentence.length > MAX_MEMORY_FACT_LENGTH) continue;
    if (/[?？؟]$/.test(sentence)) continue;
    if (!patterns.some((pattern) => pattern.test(sentence))) continue;
    if (!facts.includes(sentence)) facts.push(sentence);
    if (facts.length === MAX_FACTS_PER_MESSAGE) break;
  }
  return facts;
}
