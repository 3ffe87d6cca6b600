/**
 * The survey of spec §3: twelve questions with choices. Only ids live here; the client words them
 * in every language, the server checks answers against them.
 */
export const SURVEY_QUESTIONS = [
  { id: 'foundUs', choices: ['telegram', 'search', 'friend', 'ad', 'socialMedia', 'other'] },
  { id: 'ageRange', choices: ['18to24', '25to34', '35to44', '45to54', '55plus'] },
  { id: 'visitFrequency', choices: ['daily', 'fewTimesWeek', 'weekly', 'rarely'] },
  { id: 'preferredStyle', choices: ['realistic', 'anime', 'both'] },
  { id: 'mainReason', choices: ['companionship', 'romance', 'fun', 'roleplay', 'curiosity'] },
  { id: 'favouriteFeature', choices: ['chat', 'photos', 'videos', 'create', 'stories', 'gifts'] },
  { id: 'replyQuality', choices: ['excellent', 'good', 'okay', 'poor'] },
  { id: 'replySpeed', choices: ['fast', 'fine', 'slow'] },
  { id: 'characterVariety', choices: ['plenty', 'enough', 'tooFew'] },
  { id: 'priceFairness', choices: ['fair', 'bitHigh', 'tooHigh', 'notBought'] },
  { id: 'wishNext', choices: ['voice', 'moreCharacters', 'longerMemory', 'morePhotos', 'games'] },
  { id: 'recommend', choices: ['veryLikely', 'likely', 'unsure', 'unlikely'] },
] as const;

type SurveyQuestion = (typeof SURVEY_QUESTIONS)[number];
export type SurveyQuestionId = SurveyQuestion['id'];
export type SurveyChoiceOf<Id extends SurveyQuestionId> = Extract<
  SurveyQuestion,
  { id: Id }
>['choices'][number];

/** Whether `choiceId` is one of the question's choices. */
export function isSurveyChoice(questionId: string, choiceId: string): boolean {
  const question = SURVEY_QUESTIONS.find((candidate) => candidate.id === questionId);
  return (question?.choices as readonly string[] | undefined)?.includes(choiceId) ?? false;
}

/** Every question has an allowed answer. */
export function isSurveyComplete(answers: Readonly<Record<string, string>>): boolean {
  return SURVEY_QUESTIONS.every((question) => {
    const answer = answers[question.id];
    return answer !== undefined && isSurveyChoice(question.id, answer);
  });
}
