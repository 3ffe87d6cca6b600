import type { LocaleCode } from '@contract/locales';

/**
 * The demo writer's words for a chapter, per locale, in her voice (first person). Blanks:
 * `{user}` (the name the user goes by), `{fact}` (a fact the user told her, quoted as told).
 */
export interface ChapterPhrases {
  /** Titles to pick from. */
  titles: string[];
  /** How she opens the chapter, with `{user}`. */
  openers: string[];
  /** One remembered fact, with `{user}` and `{fact}`. */
  fact: string;
  /** What she says when nothing was told, with `{user}`. */
  nothingTold: string;
  /** How she closes the chapter. */
  closers: string[];
}

export const CHAPTER_PHRASES: Record<LocaleCode, ChapterPhrases> = {
  en: {
    titles: ['Getting closer', 'A long evening', 'Little confessions', 'Just the two of us'],
    openers: [
      'This part of our story was about getting to know {user} better.',
      'I spent these messages with {user}, and I liked every one of them.',
    ],
    fact: '{user} told me: “{fact}”',
    nothingTold: 'We talked and laughed, and I felt closer to {user}.',
    closers: ['I want to keep all of it in mind.', 'I can’t wait to see what comes next.'],
  },
  zh: {
    titles: ['越来越近', '漫长的夜晚', '小小的心事', '只有我们两个'],
    openers: [
      '我们故事的这一段，是我更了解{user}的时光。',
      '这些消息里我一直陪着{user}，每一句我都喜欢。',
    ],
    fact: '{user}告诉我：“{fact}”',
    nothingTold: '我们聊天、说笑，我觉得和{user}更亲近了。',
    closers: ['这些我都想好好记住。', '我好期待接下来会发生什么。'],
  },
  'zh-hant': {
    titles: ['越來越近', '漫長的夜晚', '小小的心事', '只有我們兩個'],
    openers: [
      '我們故事的這一段，是我更了解{user}的時光。',
      '這些訊息裡我一直陪著{user}，每一句我都喜歡。',
    ],
    fact: '{user}告訴我：「{fact}」',
    nothingTold: '我們聊天、說笑，我覺得和{user}更親近了。',
    closers: ['這些我都想好好記住。', '我好期待接下來會發生什麼。'],
  },
  ru: {
    titles: ['Всё ближе', 'Долгий вечер', 'Маленькие признания', 'Только мы вдвоём'],
    openers: [
      'Эта часть нашей истории была о том, как я узнавала {user} лучше.',
      'Все эти сообщения я была рядом с {user}, и мне нравилось каждое.',
    ],
    fact: '{user} рассказал мне: «{fact}»',
    nothingTold: 'Мы болтали и смеялись, и я стала ближе к {user}.',
    closers: ['Я хочу помнить всё это.', 'Мне не терпится узнать, что будет дальше.'],
  },
  uk: {
    titles: ['Все ближче', 'Довгий вечір', 'Маленькі зізнання', 'Тільки ми вдвох'],
    openers: [
      'Ця частина нашої історії була про те, як я краще пізнавала {user}.',
      'Усі ці повідомлення я була поруч із {user}, і мені подобалося кожне.',
    ],
    fact: '{user} розповів мені: «{fact}»',
    nothingTold: 'Ми балакали й сміялися, і я стала ближчою до {user}.',
    closers: ['Я хочу пам’ятати все це.', 'Мені кортить дізнатися, що буде далі.'],
  },
  pt: {
    titles: ['Cada vez mais perto', 'Uma longa noite', 'Pequenas confissões', 'Só nós dois'],
    openers: [
      'Esta parte da nossa história foi sobre conhecer melhor {user}.',
      'Passei estas mensagens com {user}, e gostei de cada uma delas.',
    ],
    fact: '{user} contou-me: “{fact}”',
    nothingTold: 'Conversámos e rimos, e senti-me mais perto de {user}.',
    closers: ['Quero guardar tudo isto na memória.', 'Mal posso esperar pelo que vem a seguir.'],
  },
  id: {
    titles: ['Semakin dekat', 'Malam yang panjang', 'Pengakuan kecil', 'Hanya kita berdua'],
    openers: [
      'Bagian cerita kita ini adalah tentang mengenal {user} lebih dekat.',
      'Saya menghabiskan pesan-pesan ini bersama {user}, dan saya menyukai setiap pesannya.',
    ],
    fact: '{user} bercerita kepada saya: “{fact}”',
    nothingTold: 'Kami mengobrol dan tertawa, dan saya merasa lebih dekat dengan {user}.',
    closers: [
      'Saya ingin mengingat semuanya.',
      'Saya tidak sabar menanti apa yang terjadi selanjutnya.',
    ],
  },
  es: {
    titles: ['Cada vez más cerca', 'Una noche larga', 'Pequeñas confesiones', 'Solo nosotros dos'],
    openers: [
      'Esta parte de nuestra historia fue para conocer mejor a {user}.',
      'Pasé estos mensajes con {user}, y me gustó cada uno de ellos.',
    ],
    fact: '{user} me contó: «{fact}»',
    nothingTold: 'Hablamos y reímos, y me sentí más cerca de {user}.',
    closers: ['Quiero recordarlo todo.', 'Me muero por ver lo que viene.'],
  },
  ms: {
    titles: ['Semakin rapat', 'Malam yang panjang', 'Pengakuan kecil', 'Hanya kita berdua'],
    openers: [
      'Bahagian cerita kita ini tentang mengenali {user} dengan lebih rapat.',
      'Saya meluangkan mesej-mesej ini bersama {user}, dan saya suka setiap satunya.',
    ],
    fact: '{user} memberitahu saya: “{fact}”',
    nothingTold: 'Kami berbual dan ketawa, dan saya rasa lebih rapat dengan {user}.',
    closers: ['Saya mahu mengingati semuanya.', 'Saya tidak sabar menunggu apa yang seterusnya.'],
  },
  vi: {
    titles: ['Ngày càng gần', 'Một buổi tối dài', 'Những lời thú nhận nhỏ', 'Chỉ hai chúng ta'],
    openers: [
      'Phần này trong câu chuyện của chúng ta là lúc em hiểu {user} hơn.',
      'Em đã ở bên {user} suốt những tin nhắn này, và em thích từng tin một.',
    ],
    fact: '{user} đã kể với em: “{fact}”',
    nothingTold: 'Chúng ta trò chuyện và cười đùa, và em thấy gần {user} hơn.',
    closers: ['Em muốn ghi nhớ tất cả.', 'Em nóng lòng muốn biết chuyện gì sẽ đến tiếp theo.'],
  },
  my: {
    titles: ['ပိုပြီးနီးကပ်လာ', 'ညနေရှည်တစ်ခု', 'ဖွင့်ဟချက်လေးများ', 'ကျွန်မတို့နှစ်ယောက်တည်း'],
    openers: [
      'ကျွန်မတို့ဇာတ်လမ်းရဲ့ ဒီအပိုင်းက {user} ကို ပိုသိလာခဲ့တဲ့ အချိန်ပါ။',
      'ဒီမက်ဆေ့ချ်တွေတစ်လျှောက် {user} နဲ့ အတူရှိခဲ့ပြီး တစ်ခုချင်းစီကို ကျွန်မ သဘောကျခဲ့တယ်။',
    ],
    fact: '{user} က ကျွန်မကို ပြောခဲ့တယ်- “{fact}”',
    nothingTold: 'ကျွန်မတို့ စကားပြောပြီး ရယ်မောခဲ့ကြတယ်၊ {user} နဲ့ ပိုရင်းနှီးလာတယ်လို့ ခံစားရတယ်။',
    closers: ['ဒါတွေအားလုံးကို မှတ်ထားချင်တယ်။', 'နောက်ဘာဖြစ်မလဲ သိချင်လှပြီ။'],
  },
  it: {
    titles: ['Sempre più vicini', 'Una lunga serata', 'Piccole confessioni', 'Solo noi due'],
    openers: [
      'Questa parte della nostra storia è stata per conoscere meglio {user}.',
      'Ho passato questi messaggi con {user}, e mi è piaciuto ognuno di loro.',
    ],
    fact: '{user} mi ha raccontato: «{fact}»',
    nothingTold: 'Abbiamo parlato e riso, e mi sono sentita più vicina a {user}.',
    closers: ['Voglio ricordare tutto.', 'Non vedo l’ora di scoprire cosa verrà dopo.'],
  },
  fr: {
    titles: [
      'De plus en plus proches',
      'Une longue soirée',
      'Petites confidences',
      'Rien que nous deux',
    ],
    openers: [
      'Cette partie de notre histoire, c’était apprendre à mieux connaître {user}.',
      'J’ai passé ces messages avec {user}, et j’ai aimé chacun d’eux.',
    ],
    fact: '{user} m’a confié : « {fact} »',
    nothingTold: 'Nous avons parlé et ri, et je me suis sentie plus proche de {user}.',
    closers: ['Je veux garder tout cela en mémoire.', 'J’ai hâte de voir la suite.'],
  },
  tr: {
    titles: ['Giderek yakınlaşıyoruz', 'Uzun bir akşam', 'Küçük itiraflar', 'Sadece ikimiz'],
    openers: [
      'Hikâyemizin bu bölümü {user} adlı kişiyi daha iyi tanımakla geçti.',
      'Bu mesajları {user} ile geçirdim ve her birini sevdim.',
    ],
    fact: '{user} bana şunu anlattı: “{fact}”',
    nothingTold: 'Sohbet ettik, güldük ve kendimi {user} adlı kişiye daha yakın hissettim.',
    closers: [
      'Bunların hepsini aklımda tutmak istiyorum.',
      'Sırada ne olacağını merakla bekliyorum.',
    ],
  },
  ar: {
    titles: ['نقترب أكثر', 'أمسية طويلة', 'اعترافات صغيرة', 'نحن الاثنان فقط'],
    openers: [
      'كان هذا الجزء من قصتنا عن التعرّف على {user} أكثر.',
      'قضيت هذه الرسائل مع {user}، وأحببت كل واحدة منها.',
    ],
    fact: 'أخبرني {user}: «{fact}»',
    nothingTold: 'تحدثنا وضحكنا، وشعرت أنني أقرب إلى {user}.',
    closers: ['أريد أن أحتفظ بكل هذا في ذاكرتي.', 'لا أطيق الانتظار لأرى ما سيأتي.'],
  },
  de: {
    titles: ['Immer näher', 'Ein langer Abend', 'Kleine Geständnisse', 'Nur wir zwei'],
    openers: [
      'In diesem Teil unserer Geschichte habe ich {user} besser kennengelernt.',
      'Ich habe diese Nachrichten mit {user} verbracht, und jede davon hat mir gefallen.',
    ],
    fact: '{user} hat mir erzählt: „{fact}“',
    nothingTold: 'Wir haben geredet und gelacht, und ich habe mich {user} näher gefühlt.',
    closers: [
      'Ich möchte das alles im Gedächtnis behalten.',
      'Ich kann es kaum erwarten, wie es weitergeht.',
    ],
  },
  hi: {
    titles: ['और क़रीब', 'एक लंबी शाम', 'छोटे-छोटे राज़', 'बस हम दोनों'],
    openers: [
      'हमारी कहानी का यह हिस्सा {user} को और अच्छे से जानने के बारे में था।',
      'ये सारे संदेश मैंने {user} के साथ बिताए, और मुझे हर एक अच्छा लगा।',
    ],
    fact: '{user} ने मुझे बताया: “{fact}”',
    nothingTold: 'हमने बातें कीं और हँसे, और मुझे {user} के और क़रीब महसूस हुआ।',
    closers: ['मैं यह सब याद रखना चाहती हूँ।', 'आगे क्या होगा, इसका मुझे बेसब्री से इंतज़ार है।'],
  },
  ta: {
    titles: ['இன்னும் நெருக்கமாக', 'ஒரு நீண்ட மாலை', 'சின்னச் சின்ன ரகசியங்கள்', 'நாம் இருவர் மட்டும்'],
    openers: [
      'நம் கதையின் இந்தப் பகுதி {user} பற்றி இன்னும் நன்றாகத் தெரிந்துகொண்டது பற்றியது.',
      'இந்தச் செய்திகள் முழுவதும் நான் {user} உடன் இருந்தேன், ஒவ்வொன்றும் எனக்குப் பிடித்தது.',
    ],
    fact: '{user} என்னிடம் சொன்னது: “{fact}”',
    nothingTold: 'நாம் பேசிச் சிரித்தோம், {user} உடன் இன்னும் நெருக்கமாக உணர்ந்தேன்.',
    closers: [
      'இவை அனைத்தையும் நினைவில் வைத்திருக்க விரும்புகிறேன்.',
      'அடுத்து என்ன நடக்கும் என்று காத்திருக்க முடியவில்லை.',
    ],
  },
  ja: {
    titles: ['少しずつ近づいて', '長い夜', '小さな打ち明け話', 'ふたりだけの時間'],
    openers: [
      '私たちの物語のこの章は、{user}のことをもっと知る時間だった。',
      'このメッセージの間ずっと{user}と一緒にいて、どれも大切な時間だった。',
    ],
    fact: '{user}は私に「{fact}」と話してくれた。',
    nothingTold: 'たくさん話して笑って、{user}との距離が縮まった気がする。',
    closers: ['全部ちゃんと覚えておきたい。', 'この先どうなるのか、楽しみで仕方ない。'],
  },
  ko: {
    titles: ['조금씩 가까워지며', '긴 저녁', '작은 고백들', '우리 둘만의 시간'],
    openers: [
      '우리 이야기의 이 부분은 {user}을(를) 더 알아가는 시간이었어.',
      '이 메시지들 동안 {user}와(과) 함께했고, 하나하나가 다 좋았어.',
    ],
    fact: '{user}이(가) 나에게 말해 줬어: “{fact}”',
    nothingTold: '우리는 이야기하고 웃었고, {user}와(과) 더 가까워진 느낌이야.',
    closers: ['이 모든 걸 기억하고 싶어.', '다음엔 무슨 일이 있을지 너무 기대돼.'],
  },
};
