import type { LocaleCode } from '@contract/locales';

/** What a voice says as its preview, in each language (the demo voice reads it in eSpeak's). */
export const VOICE_SAMPLES: Record<LocaleCode, string> = {
  en: "Hi, it's me. I'm so glad you're here tonight.",
  zh: '嗨，是我。今晚你在这里，我真高兴。',
  ru: 'Привет, это я. Я так рада, что ты сегодня здесь.',
  pt: 'Oi, sou eu. Que bom que você está aqui esta noite.',
  id: 'Hai, ini aku. Aku senang sekali kamu di sini malam ini.',
  es: 'Hola, soy yo. Me alegra mucho que estés aquí esta noche.',
  ms: 'Hai, ini saya. Saya gembira sangat awak ada di sini malam ini.',
  vi: 'Chào anh, là em đây. Em rất vui vì tối nay anh ở đây.',
  my: 'ဟိုင်း၊ ကျွန်မပါ။ ဒီည မင်းရှိနေတာ ဝမ်းသာလိုက်တာ။',
  it: 'Ciao, sono io. Sono così felice che tu sia qui stasera.',
  fr: "Coucou, c'est moi. Je suis si contente que tu sois là ce soir.",
  tr: 'Merhaba, benim. Bu gece burada olmana çok sevindim.',
  ar: 'مرحبا، هذه أنا. أنا سعيدة جدا بوجودك هنا الليلة.',
  de: 'Hallo, ich bin es. Ich freue mich so, dass du heute Abend hier bist.',
  'zh-hant': '嗨，是我。今晚你在這裡，我真高興。',
  hi: 'हाय, मैं हूँ। मुझे बहुत खुशी है कि तुम आज रात यहाँ हो।',
  ta: 'ஹாய், நான்தான். இன்றிரவு நீ இங்கே இருப்பதில் மிகவும் மகிழ்ச்சி.',
  ja: 'こんばんは、わたしです。きてくれてうれしい。',
  ko: '안녕, 나야. 오늘 밤 네가 여기 있어서 너무 기뻐.',
  uk: 'Привіт, це я. Я так рада, що ти сьогодні тут.',
};
