import type { LocaleCode } from '@contract/locales';

/**
 * The sign-in mail in every locale. `{brand}` and `{code}` are filled in when the mail is built;
 * every translation keeps them exactly.
 */
export interface SignInMailTexts {
  codeSubject: string;
  codeIntro: string;
  codeExpiry: string;
  linkSubject: string;
  linkIntro: string;
  linkButton: string;
  linkFallback: string;
  linkExpiry: string;
  ignoreNote: string;
}

export const SIGN_IN_MAIL_TEXTS: Record<LocaleCode, SignInMailTexts> = {
  en: {
    codeSubject: '{code} is your {brand} sign-in code',
    codeIntro: 'Use this code to sign in to {brand}:',
    codeExpiry: 'The code works once, within 10 minutes.',
    linkSubject: 'Sign in to {brand}',
    linkIntro: 'Tap the button to sign in to {brand}:',
    linkButton: 'Sign in',
    linkFallback: 'If the button does not work, open this address:',
    linkExpiry: 'The link works once, within 10 minutes.',
    ignoreNote: 'If you did not ask for this, ignore this mail: nobody can sign in without it.',
  },
  zh: {
    codeSubject: '{code} 是您的 {brand} 登录验证码',
    codeIntro: '请使用此验证码登录 {brand}：',
    codeExpiry: '此验证码仅可使用一次，10 分钟内有效。',
    linkSubject: '登录 {brand}',
    linkIntro: '点击按钮登录 {brand}：',
    linkButton: '登录',
    linkFallback: '如果按钮无法使用，请打开此网址：',
    linkExpiry: '此链接仅可使用一次，10 分钟内有效。',
    ignoreNote: '如果这不是您本人的请求，请忽略此邮件：没有它，任何人都无法登录。',
  },
  ru: {
    codeSubject: '{code} — ваш код для входа в {brand}',
    codeIntro: 'Используйте этот код, чтобы войти в {brand}:',
    codeExpiry: 'Код действует один раз в течение 10 минут.',
    linkSubject: 'Вход в {brand}',
    linkIntro: 'Нажмите кнопку, чтобы войти в {brand}:',
    linkButton: 'Войти',
    linkFallback: 'Если кнопка не работает, откройте этот адрес:',
    linkExpiry: 'Ссылка действует один раз в течение 10 минут.',
    ignoreNote:
      'Если вы этого не запрашивали, проигнорируйте это письмо: без него никто не сможет войти.',
  },
  pt: {
    codeSubject: '{code} é o seu código de acesso ao {brand}',
    codeIntro: 'Use este código para entrar no {brand}:',
    codeExpiry: 'O código pode ser usado uma única vez, em até 10 minutos.',
    linkSubject: 'Entrar no {brand}',
    linkIntro: 'Toque no botão para entrar no {brand}:',
    linkButton: 'Entrar',
    linkFallback: 'Se o botão não funcionar, abra este endereço:',
    linkExpiry: 'O link pode ser usado uma única vez, em até 10 minutos.',
    ignoreNote:
      'Se você não fez esta solicitação, ignore este e-mail: ninguém consegue entrar sem ele.',
  },
  id: {
    codeSubject: '{code} adalah kode masuk {brand} Anda',
    codeIntro: 'Gunakan kode ini untuk masuk ke {brand}:',
    codeExpiry: 'Kode ini hanya dapat digunakan satu kali, dalam waktu 10 menit.',
    linkSubject: 'Masuk ke {brand}',
    linkIntro: 'Ketuk tombol untuk masuk ke {brand}:',
    linkButton: 'Masuk',
    linkFallback: 'Jika tombol tidak berfungsi, buka alamat ini:',
    linkExpiry: 'Tautan ini hanya dapat digunakan satu kali, dalam waktu 10 menit.',
    ignoreNote:
      'Jika Anda tidak memintanya, abaikan email ini: tidak ada yang dapat masuk tanpanya.',
  },
  es: {
    codeSubject: '{code} es tu código para iniciar sesión en {brand}',
    codeIntro: 'Usa este código para iniciar sesión en {brand}:',
    codeExpiry: 'El código solo se puede usar una vez, en un plazo de 10 minutos.',
    linkSubject: 'Inicia sesión en {brand}',
    linkIntro: 'Toca el botón para iniciar sesión en {brand}:',
    linkButton: 'Iniciar sesión',
    linkFallback: 'Si el botón no funciona, abre esta dirección:',
    linkExpiry: 'El enlace solo se puede usar una vez, en un plazo de 10 minutos.',
    ignoreNote: 'Si no lo solicitaste, ignora este correo: nadie puede iniciar sesión sin él.',
  },
  ms: {
    codeSubject: '{code} ialah kod log masuk {brand} anda',
    codeIntro: 'Gunakan kod ini untuk log masuk ke {brand}:',
    codeExpiry: 'Kod ini hanya boleh digunakan sekali, dalam tempoh 10 minit.',
    linkSubject: 'Log masuk ke {brand}',
    linkIntro: 'Ketik butang untuk log masuk ke {brand}:',
    linkButton: 'Log masuk',
    linkFallback: 'Jika butang tidak berfungsi, buka alamat ini:',
    linkExpiry: 'Pautan ini hanya boleh digunakan sekali, dalam tempoh 10 minit.',
    ignoreNote:
      'Jika anda tidak memintanya, abaikan e-mel ini: tiada sesiapa boleh log masuk tanpanya.',
  },
  vi: {
    codeSubject: '{code} là mã đăng nhập {brand} của bạn',
    codeIntro: 'Dùng mã này để đăng nhập vào {brand}:',
    codeExpiry: 'Mã chỉ dùng được một lần, trong vòng 10 phút.',
    linkSubject: 'Đăng nhập vào {brand}',
    linkIntro: 'Nhấn vào nút để đăng nhập vào {brand}:',
    linkButton: 'Đăng nhập',
    linkFallback: 'Nếu nút không hoạt động, hãy mở địa chỉ này:',
    linkExpiry: 'Liên kết chỉ dùng được một lần, trong vòng 10 phút.',
    ignoreNote:
      'Nếu bạn không yêu cầu việc này, hãy bỏ qua email này: không ai có thể đăng nhập nếu không có nó.',
  },
  my: {
    codeSubject: '{code} သည် သင်၏ {brand} အကောင့်ဝင်ရန် ကုဒ် ဖြစ်ပါသည်',
    codeIntro: '{brand} သို့ အကောင့်ဝင်ရန် ဤကုဒ်ကို အသုံးပြုပါ:',
    codeExpiry: 'ဤကုဒ်ကို ၁၀ မိနစ်အတွင်း တစ်ကြိမ်သာ အသုံးပြုနိုင်ပါသည်။',
    linkSubject: '{brand} သို့ အကောင့်ဝင်ရန်',
    linkIntro: '{brand} သို့ အကောင့်ဝင်ရန် ခလုတ်ကို နှိပ်ပါ:',
    linkButton: 'အကောင့်ဝင်ရန်',
    linkFallback: 'ခလုတ် အလုပ်မလုပ်ပါက ဤလိပ်စာကို ဖွင့်ပါ:',
    linkExpiry: 'ဤလင့်ခ်ကို ၁၀ မိနစ်အတွင်း တစ်ကြိမ်သာ အသုံးပြုနိုင်ပါသည်။',
    ignoreNote: 'ဤအရာကို သင် မတောင်းဆိုခဲ့ပါက ဤအီးမေးလ်ကို လျစ်လျူရှုပါ: ၎င်းမပါဘဲ မည်သူမျှ အကောင့်ဝင်၍ မရနိုင်ပါ။',
  },
  it: {
    codeSubject: '{code} è il tuo codice di accesso a {brand}',
    codeIntro: 'Usa questo codice per accedere a {brand}:',
    codeExpiry: 'Il codice è valido una sola volta, entro 10 minuti.',
    linkSubject: 'Accedi a {brand}',
    linkIntro: 'Tocca il pulsante per accedere a {brand}:',
    linkButton: 'Accedi',
    linkFallback: 'Se il pulsante non funziona, apri questo indirizzo:',
    linkExpiry: 'Il link è valido una sola volta, entro 10 minuti.',
    ignoreNote:
      'Se non hai richiesto tu questo accesso, ignora questa email: nessuno può accedere senza di essa.',
  },
  fr: {
    codeSubject: '{code} est votre code de connexion à {brand}',
    codeIntro: 'Utilisez ce code pour vous connecter à {brand} :',
    codeExpiry: "Le code n'est valable qu'une seule fois, pendant 10 minutes.",
    linkSubject: 'Connexion à {brand}',
    linkIntro: 'Appuyez sur le bouton pour vous connecter à {brand} :',
    linkButton: 'Se connecter',
    linkFallback: 'Si le bouton ne fonctionne pas, ouvrez cette adresse :',
    linkExpiry: "Le lien n'est valable qu'une seule fois, pendant 10 minutes.",
    ignoreNote:
      "Si vous n'êtes pas à l'origine de cette demande, ignorez cet e-mail : personne ne peut se connecter sans lui.",
  },
  tr: {
    codeSubject: '{code}, {brand} giriş kodunuzdur',
    codeIntro: '{brand} hesabınıza giriş yapmak için bu kodu kullanın:',
    codeExpiry: 'Kod, 10 dakika içinde yalnızca bir kez kullanılabilir.',
    linkSubject: '{brand} hesabınıza giriş yapın',
    linkIntro: '{brand} hesabınıza giriş yapmak için düğmeye dokunun:',
    linkButton: 'Giriş yap',
    linkFallback: 'Düğme çalışmazsa bu adresi açın:',
    linkExpiry: 'Bağlantı, 10 dakika içinde yalnızca bir kez kullanılabilir.',
    ignoreNote:
      'Bunu siz istemediyseniz bu e-postayı yok sayın: bu e-posta olmadan kimse giriş yapamaz.',
  },
  ar: {
    codeSubject: '{code} هو رمز تسجيل الدخول الخاص بك إلى {brand}',
    codeIntro: 'استخدم هذا الرمز لتسجيل الدخول إلى {brand}:',
    codeExpiry: 'يعمل الرمز مرة واحدة فقط، خلال 10 دقائق.',
    linkSubject: 'تسجيل الدخول إلى {brand}',
    linkIntro: 'اضغط على الزر لتسجيل الدخول إلى {brand}:',
    linkButton: 'تسجيل الدخول',
    linkFallback: 'إذا لم يعمل الزر، فافتح هذا العنوان:',
    linkExpiry: 'يعمل الرابط مرة واحدة فقط، خلال 10 دقائق.',
    ignoreNote: 'إذا لم تطلب ذلك، فتجاهل هذه الرسالة: لا يمكن لأحد تسجيل الدخول بدونها.',
  },
  de: {
    codeSubject: '{code} ist Ihr Anmeldecode für {brand}',
    codeIntro: 'Verwenden Sie diesen Code, um sich bei {brand} anzumelden:',
    codeExpiry: 'Der Code ist einmalig und 10 Minuten lang gültig.',
    linkSubject: 'Bei {brand} anmelden',
    linkIntro: 'Tippen Sie auf die Schaltfläche, um sich bei {brand} anzumelden:',
    linkButton: 'Anmelden',
    linkFallback: 'Falls die Schaltfläche nicht funktioniert, öffnen Sie diese Adresse:',
    linkExpiry: 'Der Link ist einmalig und 10 Minuten lang gültig.',
    ignoreNote:
      'Falls Sie dies nicht angefordert haben, ignorieren Sie diese E-Mail: Ohne sie kann sich niemand anmelden.',
  },
  'zh-hant': {
    codeSubject: '{code} 是您的 {brand} 登入驗證碼',
    codeIntro: '請使用此驗證碼登入 {brand}：',
    codeExpiry: '此驗證碼僅能使用一次，10 分鐘內有效。',
    linkSubject: '登入 {brand}',
    linkIntro: '點選按鈕以登入 {brand}：',
    linkButton: '登入',
    linkFallback: '如果按鈕無法使用，請開啟此網址：',
    linkExpiry: '此連結僅能使用一次，10 分鐘內有效。',
    ignoreNote: '如果這不是您本人的要求，請忽略此郵件：沒有它，任何人都無法登入。',
  },
  hi: {
    codeSubject: '{code} आपका {brand} साइन-इन कोड है',
    codeIntro: '{brand} में साइन इन करने के लिए इस कोड का उपयोग करें:',
    codeExpiry: 'यह कोड 10 मिनट के भीतर केवल एक बार काम करता है।',
    linkSubject: '{brand} में साइन इन करें',
    linkIntro: '{brand} में साइन इन करने के लिए बटन पर टैप करें:',
    linkButton: 'साइन इन करें',
    linkFallback: 'अगर बटन काम नहीं करता है, तो यह पता खोलें:',
    linkExpiry: 'यह लिंक 10 मिनट के भीतर केवल एक बार काम करता है।',
    ignoreNote:
      'अगर आपने इसका अनुरोध नहीं किया है, तो इस ईमेल को अनदेखा करें: इसके बिना कोई भी साइन इन नहीं कर सकता।',
  },
  ta: {
    codeSubject: '{code} என்பது உங்கள் {brand} உள்நுழைவுக் குறியீடு',
    codeIntro: '{brand} இல் உள்நுழைய இந்தக் குறியீட்டைப் பயன்படுத்தவும்:',
    codeExpiry: 'இந்தக் குறியீடு 10 நிமிடங்களுக்குள் ஒருமுறை மட்டுமே செயல்படும்.',
    linkSubject: '{brand} இல் உள்நுழையவும்',
    linkIntro: '{brand} இல் உள்நுழைய பொத்தானைத் தட்டவும்:',
    linkButton: 'உள்நுழை',
    linkFallback: 'பொத்தான் வேலை செய்யவில்லை என்றால், இந்த முகவரியைத் திறக்கவும்:',
    linkExpiry: 'இந்த இணைப்பு 10 நிமிடங்களுக்குள் ஒருமுறை மட்டுமே செயல்படும்.',
    ignoreNote:
      'இதை நீங்கள் கோரவில்லை என்றால், இந்த மின்னஞ்சலைப் புறக்கணிக்கவும்: இது இல்லாமல் யாரும் உள்நுழைய முடியாது.',
  },
  ja: {
    codeSubject: '{code} は {brand} のサインインコードです',
    codeIntro: '次のコードを使用して {brand} にサインインしてください：',
    codeExpiry: 'このコードは 10 分以内に 1 回のみ使用できます。',
    linkSubject: '{brand} にサインイン',
    linkIntro: 'ボタンをタップして {brand} にサインインしてください：',
    linkButton: 'サインイン',
    linkFallback: 'ボタンが機能しない場合は、次のアドレスを開いてください：',
    linkExpiry: 'このリンクは 10 分以内に 1 回のみ使用できます。',
    ignoreNote:
      'このリクエストに心当たりがない場合は、このメールを無視してください。このメールがなければ、誰もサインインできません。',
  },
  ko: {
    codeSubject: '{brand} 로그인 코드는 {code}입니다',
    codeIntro: '다음 코드를 사용하여 {brand}에 로그인해 주세요:',
    codeExpiry: '이 코드는 10분 이내에 한 번만 사용할 수 있습니다.',
    linkSubject: '{brand}에 로그인',
    linkIntro: '버튼을 눌러 {brand}에 로그인해 주세요:',
    linkButton: '로그인',
    linkFallback: '버튼이 작동하지 않으면 다음 주소를 열어 주세요:',
    linkExpiry: '이 링크는 10분 이내에 한 번만 사용할 수 있습니다.',
    ignoreNote:
      '요청하지 않으셨다면 이 메일을 무시해 주세요. 이 메일 없이는 누구도 로그인할 수 없습니다.',
  },
  uk: {
    codeSubject: '{code} — ваш код для входу в {brand}',
    codeIntro: 'Використовуйте цей код, щоб увійти в {brand}:',
    codeExpiry: 'Код діє один раз протягом 10 хвилин.',
    linkSubject: 'Вхід у {brand}',
    linkIntro: 'Натисніть кнопку, щоб увійти в {brand}:',
    linkButton: 'Увійти',
    linkFallback: 'Якщо кнопка не працює, відкрийте цю адресу:',
    linkExpiry: 'Посилання діє один раз протягом 10 хвилин.',
    ignoreNote:
      'Якщо ви цього не запитували, проігноруйте цей лист: без нього ніхто не зможе увійти.',
  },
};
