import { DEFAULT_LOCALE, type LocaleCode } from '@contract/locales';

/** What the bot answers about a voice message sent to it, in each locale. */
export interface VoiceBotTexts {
  /** No account or no conversation yet: open the app and pick someone first. */
  noConversation: string;
  /** Voice input is off on this server. */
  voiceOff: string;
  /** Over the length limit (`{seconds}`). */
  tooLong: string;
  /** The recording had no words, or too little to hear. */
  notHeard: string;
  /** The speech-to-text server failed. */
  failed: string;
  /** Out of energy and coins. */
  noEnergy: string;
  /** Any other refusal: the app says why. */
  notSent: string;
}

const TEXTS: Record<LocaleCode, VoiceBotTexts> = {
  en: {
    noConversation: 'Open the app and start a chat first; then your voice messages go to her.',
    voiceOff: 'Voice messages are not available right now. Please type your message instead.',
    tooLong: 'Voice messages can be at most {seconds} seconds long.',
    notHeard: 'I could not make out any words in that voice message. Try again?',
    failed: 'Your voice message could not be turned into text just now. Please try again later.',
    noEnergy: 'You are out of energy and coins. Open the app to get more.',
    notSent: 'Your voice message could not be sent. Open the app to see why.',
  },
  zh: {
    noConversation: '请先打开应用并开始一段聊天，之后您的语音消息就会发送给她。',
    voiceOff: '语音消息暂时不可用，请改为输入文字。',
    tooLong: '语音消息最长 {seconds} 秒。',
    notHeard: '没有听清这条语音消息中的内容，请再试一次。',
    failed: '暂时无法将您的语音消息转换为文字，请稍后再试。',
    noEnergy: '您的能量和金币已用完，请打开应用获取更多。',
    notSent: '您的语音消息未能发送，请打开应用查看原因。',
  },
  ru: {
    noConversation:
      'Сначала откройте приложение и начните чат — тогда голосовые сообщения будут уходить ей.',
    voiceOff: 'Голосовые сообщения сейчас недоступны. Напишите сообщение текстом.',
    tooLong: 'Голосовое сообщение может быть не длиннее {seconds} секунд.',
    notHeard: 'Не удалось разобрать слова в этом голосовом сообщении. Попробуете ещё раз?',
    failed: 'Сейчас не получилось превратить голосовое сообщение в текст. Попробуйте позже.',
    noEnergy: 'У вас закончились энергия и монеты. Откройте приложение, чтобы пополнить.',
    notSent: 'Голосовое сообщение не отправлено. Откройте приложение, чтобы узнать почему.',
  },
  pt: {
    noConversation:
      'Abra o aplicativo e inicie uma conversa primeiro; depois suas mensagens de voz vão para ela.',
    voiceOff: 'As mensagens de voz não estão disponíveis agora. Por favor, digite sua mensagem.',
    tooLong: 'As mensagens de voz podem ter no máximo {seconds} segundos.',
    notHeard: 'Não foi possível entender nenhuma palavra nessa mensagem de voz. Tente novamente?',
    failed:
      'Não foi possível transformar sua mensagem de voz em texto agora. Por favor, tente mais tarde.',
    noEnergy: 'Sua energia e suas moedas acabaram. Abra o aplicativo para obter mais.',
    notSent: 'Sua mensagem de voz não pôde ser enviada. Abra o aplicativo para ver o motivo.',
  },
  id: {
    noConversation:
      'Buka aplikasi dan mulai obrolan terlebih dahulu; setelah itu pesan suara Anda akan sampai kepadanya.',
    voiceOff: 'Pesan suara sedang tidak tersedia. Silakan ketik pesan Anda.',
    tooLong: 'Pesan suara paling lama {seconds} detik.',
    notHeard: 'Tidak ada kata yang terdengar jelas dalam pesan suara itu. Coba lagi?',
    failed: 'Pesan suara Anda belum dapat diubah menjadi teks. Silakan coba lagi nanti.',
    noEnergy: 'Energi dan koin Anda habis. Buka aplikasi untuk mendapatkan lebih banyak.',
    notSent: 'Pesan suara Anda tidak dapat dikirim. Buka aplikasi untuk melihat alasannya.',
  },
  es: {
    noConversation:
      'Abre la app y empieza un chat primero; luego tus mensajes de voz le llegarán a ella.',
    voiceOff: 'Los mensajes de voz no están disponibles ahora. Escribe tu mensaje, por favor.',
    tooLong: 'Los mensajes de voz pueden durar como máximo {seconds} segundos.',
    notHeard: 'No pude entender ninguna palabra en ese mensaje de voz. ¿Lo intentas de nuevo?',
    failed: 'Ahora mismo no se pudo convertir tu mensaje de voz en texto. Inténtalo más tarde.',
    noEnergy: 'Te quedaste sin energía ni monedas. Abre la app para conseguir más.',
    notSent: 'No se pudo enviar tu mensaje de voz. Abre la app para ver por qué.',
  },
  ms: {
    noConversation:
      'Buka aplikasi dan mulakan sembang dahulu; selepas itu mesej suara anda akan sampai kepadanya.',
    voiceOff: 'Mesej suara tidak tersedia sekarang. Sila taip mesej anda.',
    tooLong: 'Mesej suara boleh sepanjang {seconds} saat sahaja.',
    notHeard: 'Tiada perkataan yang dapat didengar dalam mesej suara itu. Cuba lagi?',
    failed: 'Mesej suara anda tidak dapat ditukar kepada teks sekarang. Sila cuba sebentar lagi.',
    noEnergy: 'Tenaga dan syiling anda sudah habis. Buka aplikasi untuk mendapatkan lagi.',
    notSent: 'Mesej suara anda tidak dapat dihantar. Buka aplikasi untuk melihat sebabnya.',
  },
  vi: {
    noConversation:
      'Hãy mở ứng dụng và bắt đầu trò chuyện trước; sau đó tin nhắn thoại của bạn sẽ đến với cô ấy.',
    voiceOff: 'Tin nhắn thoại hiện không khả dụng. Vui lòng nhập tin nhắn bằng chữ.',
    tooLong: 'Tin nhắn thoại dài tối đa {seconds} giây.',
    notHeard: 'Không nghe rõ từ nào trong tin nhắn thoại đó. Thử lại nhé?',
    failed: 'Hiện chưa thể chuyển tin nhắn thoại của bạn thành chữ. Vui lòng thử lại sau.',
    noEnergy: 'Bạn đã hết năng lượng và xu. Mở ứng dụng để nhận thêm.',
    notSent: 'Không gửi được tin nhắn thoại của bạn. Mở ứng dụng để xem lý do.',
  },
  my: {
    noConversation: 'အက်ပ်ကိုဖွင့်ပြီး စကားပြောမှုတစ်ခု အရင်စပါ။ ထို့နောက် သင့်အသံမက်ဆေ့ချ်များ သူမထံ ရောက်ပါမည်။',
    voiceOff: 'အသံမက်ဆေ့ချ်များ ယခု မရနိုင်ပါ။ စာဖြင့် ရိုက်ပို့ပါ။',
    tooLong: 'အသံမက်ဆေ့ချ်သည် အများဆုံး {seconds} စက္ကန့်သာ ရှိနိုင်သည်။',
    notHeard: 'ထိုအသံမက်ဆေ့ချ်ထဲတွင် စကားလုံးတစ်လုံးမှ မကြားရပါ။ ထပ်စမ်းကြည့်မလား။',
    failed: 'သင့်အသံမက်ဆေ့ချ်ကို ယခု စာအဖြစ် မပြောင်းနိုင်သေးပါ။ နောက်မှ ထပ်ကြိုးစားပါ။',
    noEnergy: 'သင့်စွမ်းအင်နှင့် ဒင်္ဂါးများ ကုန်သွားပါပြီ။ ထပ်ရယူရန် အက်ပ်ကိုဖွင့်ပါ။',
    notSent: 'သင့်အသံမက်ဆေ့ချ်ကို မပို့နိုင်ပါ။ အကြောင်းရင်းသိရန် အက်ပ်ကိုဖွင့်ပါ။',
  },
  it: {
    noConversation:
      'Apri l’app e inizia prima una chat; poi i tuoi messaggi vocali arriveranno a lei.',
    voiceOff:
      'I messaggi vocali non sono disponibili al momento. Scrivi il tuo messaggio, per favore.',
    tooLong: 'I messaggi vocali possono durare al massimo {seconds} secondi.',
    notHeard: 'Non sono riuscita a capire nessuna parola in quel messaggio vocale. Riprovi?',
    failed:
      'Al momento non è stato possibile trasformare il tuo messaggio vocale in testo. Riprova più tardi.',
    noEnergy: 'Hai finito energia e monete. Apri l’app per ottenerne altre.',
    notSent: 'Il tuo messaggio vocale non è stato inviato. Apri l’app per scoprire perché.',
  },
  fr: {
    noConversation:
      'Ouvrez d’abord l’application et commencez une conversation ; ensuite, vos messages vocaux lui seront transmis.',
    voiceOff:
      'Les messages vocaux ne sont pas disponibles pour le moment. Veuillez écrire votre message.',
    tooLong: 'Un message vocal peut durer au maximum {seconds} secondes.',
    notHeard: 'Aucun mot n’a pu être compris dans ce message vocal. Voulez-vous réessayer ?',
    failed:
      'Votre message vocal n’a pas pu être converti en texte pour le moment. Veuillez réessayer plus tard.',
    noEnergy: 'Vous n’avez plus d’énergie ni de pièces. Ouvrez l’application pour en obtenir.',
    notSent:
      'Votre message vocal n’a pas pu être envoyé. Ouvrez l’application pour en savoir plus.',
  },
  tr: {
    noConversation:
      'Önce uygulamayı açıp bir sohbet başlatın; ardından sesli mesajlarınız ona iletilir.',
    voiceOff: 'Sesli mesajlar şu anda kullanılamıyor. Lütfen mesajınızı yazın.',
    tooLong: 'Sesli mesajlar en fazla {seconds} saniye olabilir.',
    notHeard: 'Bu sesli mesajda hiçbir kelime anlaşılamadı. Tekrar denemek ister misiniz?',
    failed: 'Sesli mesajınız şu anda metne dönüştürülemedi. Lütfen daha sonra tekrar deneyin.',
    noEnergy: 'Enerjiniz ve altınlarınız bitti. Daha fazlası için uygulamayı açın.',
    notSent: 'Sesli mesajınız gönderilemedi. Nedenini görmek için uygulamayı açın.',
  },
  ar: {
    noConversation: 'افتح التطبيق وابدأ محادثة أولًا، وبعدها ستصل رسائلك الصوتية إليها.',
    voiceOff: 'الرسائل الصوتية غير متاحة الآن. يرجى كتابة رسالتك بدلًا من ذلك.',
    tooLong: 'يمكن أن تكون الرسالة الصوتية {seconds} ثانية على الأكثر.',
    notHeard: 'لم أتمكن من تمييز أي كلمات في هذه الرسالة الصوتية. هل تحاول مرة أخرى؟',
    failed: 'تعذّر تحويل رسالتك الصوتية إلى نص الآن. يرجى المحاولة لاحقًا.',
    noEnergy: 'نفدت طاقتك وعملاتك. افتح التطبيق للحصول على المزيد.',
    notSent: 'تعذّر إرسال رسالتك الصوتية. افتح التطبيق لمعرفة السبب.',
  },
  de: {
    noConversation:
      'Öffnen Sie zuerst die App und beginnen Sie einen Chat; danach gehen Ihre Sprachnachrichten an sie.',
    voiceOff: 'Sprachnachrichten sind gerade nicht verfügbar. Bitte schreiben Sie Ihre Nachricht.',
    tooLong: 'Sprachnachrichten dürfen höchstens {seconds} Sekunden lang sein.',
    notHeard:
      'In dieser Sprachnachricht war kein Wort zu verstehen. Möchten Sie es noch einmal versuchen?',
    failed:
      'Ihre Sprachnachricht konnte gerade nicht in Text umgewandelt werden. Bitte versuchen Sie es später erneut.',
    noEnergy: 'Ihre Energie und Münzen sind aufgebraucht. Öffnen Sie die App, um mehr zu erhalten.',
    notSent:
      'Ihre Sprachnachricht konnte nicht gesendet werden. Öffnen Sie die App, um den Grund zu sehen.',
  },
  'zh-hant': {
    noConversation: '請先開啟應用程式並開始一段聊天，之後您的語音訊息就會傳給她。',
    voiceOff: '語音訊息暫時無法使用，請改為輸入文字。',
    tooLong: '語音訊息最長 {seconds} 秒。',
    notHeard: '聽不清楚這則語音訊息中的內容，要再試一次嗎？',
    failed: '目前無法將您的語音訊息轉換為文字，請稍後再試。',
    noEnergy: '您的能量和金幣已用完，請開啟應用程式取得更多。',
    notSent: '您的語音訊息未能傳送，請開啟應用程式查看原因。',
  },
  hi: {
    noConversation: 'पहले ऐप खोलें और एक चैट शुरू करें; फिर आपके वॉइस मैसेज उस तक पहुँचेंगे।',
    voiceOff: 'वॉइस मैसेज अभी उपलब्ध नहीं हैं। कृपया अपना मैसेज टाइप करें।',
    tooLong: 'वॉइस मैसेज अधिकतम {seconds} सेकंड का हो सकता है।',
    notHeard: 'उस वॉइस मैसेज में कोई शब्द समझ नहीं आया। फिर से कोशिश करें?',
    failed: 'आपका वॉइस मैसेज अभी टेक्स्ट में नहीं बदला जा सका। कृपया बाद में फिर कोशिश करें।',
    noEnergy: 'आपकी एनर्जी और कॉइन खत्म हो गए हैं। और पाने के लिए ऐप खोलें।',
    notSent: 'आपका वॉइस मैसेज भेजा नहीं जा सका। कारण देखने के लिए ऐप खोलें।',
  },
  ta: {
    noConversation:
      'முதலில் செயலியைத் திறந்து ஒரு உரையாடலைத் தொடங்குங்கள்; பிறகு உங்கள் குரல் செய்திகள் அவளுக்குச் செல்லும்.',
    voiceOff: 'குரல் செய்திகள் இப்போது கிடைக்கவில்லை. உங்கள் செய்தியைத் தட்டச்சு செய்யவும்.',
    tooLong: 'குரல் செய்தி அதிகபட்சம் {seconds} விநாடிகள் இருக்கலாம்.',
    notHeard: 'அந்தக் குரல் செய்தியில் எந்தச் சொல்லும் புரியவில்லை. மீண்டும் முயல்கிறீர்களா?',
    failed: 'உங்கள் குரல் செய்தியை இப்போது உரையாக மாற்ற முடியவில்லை. பின்னர் மீண்டும் முயலவும்.',
    noEnergy: 'உங்கள் ஆற்றலும் நாணயங்களும் தீர்ந்துவிட்டன. மேலும் பெற செயலியைத் திறக்கவும்.',
    notSent: 'உங்கள் குரல் செய்தியை அனுப்ப முடியவில்லை. காரணத்தை அறிய செயலியைத் திறக்கவும்.',
  },
  ja: {
    noConversation:
      'まずアプリを開いてチャットを始めてください。その後、ボイスメッセージが彼女に届きます。',
    voiceOff: 'ボイスメッセージは現在ご利用いただけません。メッセージを入力してください。',
    tooLong: 'ボイスメッセージは最長 {seconds} 秒までです。',
    notHeard: 'このボイスメッセージから言葉を聞き取れませんでした。もう一度試しますか？',
    failed:
      'ボイスメッセージを今はテキストに変換できませんでした。しばらくしてからもう一度お試しください。',
    noEnergy: 'エネルギーとコインがなくなりました。アプリを開いて補充してください。',
    notSent: 'ボイスメッセージを送信できませんでした。理由はアプリでご確認ください。',
  },
  ko: {
    noConversation: '먼저 앱을 열고 채팅을 시작하세요. 그러면 음성 메시지가 그녀에게 전달됩니다.',
    voiceOff: '지금은 음성 메시지를 사용할 수 없습니다. 메시지를 입력해 주세요.',
    tooLong: '음성 메시지는 최대 {seconds}초까지 가능합니다.',
    notHeard: '이 음성 메시지에서 단어를 알아듣지 못했어요. 다시 해 볼까요?',
    failed: '지금은 음성 메시지를 텍스트로 바꿀 수 없습니다. 잠시 후 다시 시도해 주세요.',
    noEnergy: '에너지와 코인이 모두 떨어졌습니다. 앱을 열어 더 받으세요.',
    notSent: '음성 메시지를 보내지 못했습니다. 앱을 열어 이유를 확인하세요.',
  },
  uk: {
    noConversation:
      'Спершу відкрийте застосунок і почніть чат — тоді голосові повідомлення йтимуть їй.',
    voiceOff: 'Голосові повідомлення зараз недоступні. Напишіть повідомлення текстом.',
    tooLong: 'Голосове повідомлення може тривати щонайбільше {seconds} секунд.',
    notHeard: 'Не вдалося розібрати слова в цьому голосовому повідомленні. Спробуєте ще раз?',
    failed: 'Зараз не вдалося перетворити голосове повідомлення на текст. Спробуйте пізніше.',
    noEnergy: 'У вас закінчилися енергія та монети. Відкрийте застосунок, щоб поповнити.',
    notSent: 'Голосове повідомлення не надіслано. Відкрийте застосунок, щоб дізнатися чому.',
  },
};

/** The bot's voice-message texts in a locale (English for one it does not know). */
export function voiceBotTexts(locale: string | undefined): VoiceBotTexts {
  return TEXTS[(locale ?? DEFAULT_LOCALE) as LocaleCode] ?? TEXTS[DEFAULT_LOCALE];
}
