import type { SurveyChoiceOf, SurveyQuestionId } from '@contract/survey';
import { useLingui } from '@lingui/react/macro';

type SurveyTexts = {
  [Id in SurveyQuestionId]: { question: string; choices: Record<SurveyChoiceOf<Id>, string> };
};

/** The survey's questions and choices in the active language, by their contract ids. */
export function useSurveyTexts(): SurveyTexts {
  const { t } = useLingui();
  return {
    foundUs: {
      question: t`How did you find us?`,
      choices: {
        telegram: t`In Telegram`,
        search: t`A search engine`,
        friend: t`A friend told me`,
        ad: t`An advert`,
        socialMedia: t`Social media`,
        other: t`Somewhere else`,
      },
    },
    ageRange: {
      question: t`How old are you?`,
      choices: {
        '18to24': t`18 to 24`,
        '25to34': t`25 to 34`,
        '35to44': t`35 to 44`,
        '45to54': t`45 to 54`,
        '55plus': t`55 or older`,
      },
    },
    visitFrequency: {
      question: t`How often do you chat here?`,
      choices: {
        daily: t`Every day`,
        fewTimesWeek: t`A few times a week`,
        weekly: t`About once a week`,
        rarely: t`Now and then`,
      },
    },
    preferredStyle: {
      question: t`Which characters do you like more?`,
      choices: { realistic: t`Realistic`, anime: t`Anime`, both: t`Both` },
    },
    mainReason: {
      question: t`What do you come here for most?`,
      choices: {
        companionship: t`Company`,
        romance: t`Romance`,
        fun: t`Fun`,
        roleplay: t`Role-play and stories`,
        curiosity: t`Curiosity about AI`,
      },
    },
    favouriteFeature: {
      question: t`What do you enjoy most?`,
      choices: {
        chat: t`Chatting`,
        photos: t`Photos`,
        videos: t`Videos`,
        create: t`Creating characters`,
        stories: t`Stories`,
        gifts: t`Sending gifts`,
      },
    },
    replyQuality: {
      question: t`How good are the replies?`,
      choices: { excellent: t`Excellent`, good: t`Good`, okay: t`Okay`, poor: t`Poor` },
    },
    replySpeed: {
      question: t`How fast are the replies?`,
      choices: { fast: t`Fast`, fine: t`Fast enough`, slow: t`Too slow` },
    },
    characterVariety: {
      question: t`Are there enough characters to choose from?`,
      choices: { plenty: t`Plenty`, enough: t`Enough`, tooFew: t`Too few` },
    },
    priceFairness: {
      question: t`How do you find our prices?`,
      choices: {
        fair: t`Fair`,
        bitHigh: t`A bit high`,
        tooHigh: t`Too high`,
        notBought: t`I have not bought anything`,
      },
    },
    wishNext: {
      question: t`What would you like us to add next?`,
      choices: {
        voice: t`Voice messages`,
        moreCharacters: t`More characters`,
        longerMemory: t`Longer memory`,
        morePhotos: t`More photos`,
        games: t`Games`,
      },
    },
    recommend: {
      question: t`Would you recommend us to a friend?`,
      choices: {
        veryLikely: t`Certainly`,
        likely: t`Probably`,
        unsure: t`Not sure`,
        unlikely: t`Probably not`,
      },
    },
  };
}
