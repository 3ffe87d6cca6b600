/**
 * Words that ask her for a voice note, in every language the app speaks (like the photo request
 * words). Latin-script phrases must stand alone; words of other scripts match anywhere.
 */
const VOICE_WORDS_LATIN = [
  'voice message',
  'voice messages',
  'voice note',
  'voice notes',
  'voice msg',
  'voicemail',
  'send me your voice',
  'hear your voice',
  'sprachnachricht',
  'sprachnotiz',
  'sprachmemo',
  'mensaje de voz',
  'nota de voz',
  'audio',
  'áudio',
  'mensagem de voz',
  'message vocal',
  'un vocal',
  'messaggio vocale',
  'vocale',
  'sesli mesaj',
  'ses kaydı',
  'sesini',
  'pesan suara',
  'voice note',
  'pesanan suara',
  'mesej suara',
  'tin nhắn thoại',
  'ghi âm',
  'giọng nói',
];
const VOICE_WORDS_ANYWHERE = [
  'голосов',
  'твой голос',
  'твій голос',
  'رسالة صوتية',
  'رسالة صوت',
  'صوتك',
  'वॉइस',
  'वॉयस',
  'आवाज़',
  'आवाज',
  'குரல்',
  'ボイス',
  '音声',
  '声を聞',
  '声を送',
  '음성',
  '보이스',
  '목소리',
  '语音',
  '語音',
  '你的声音',
  '你的聲音',
  'အသံ',
];
const VOICE_REQUEST = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${VOICE_WORDS_LATIN.join('|')})(?![\\p{L}\\p{N}])|${VOICE_WORDS_ANYWHERE.join('|')}`,
  'iu',
);

/** Whether a message asks her for a voice note ("send me a voice message"). */
export function asksForVoiceNote(content: string): boolean {
  return VOICE_REQUEST.test(content);
}
