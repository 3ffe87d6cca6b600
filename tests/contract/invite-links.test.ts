import { describe, expect, it } from 'vitest';
import {
  inviteStartParam,
  telegramInviteLink,
  webInviteLink,
} from '../../src/client/features/rewards/invite/invite-links';
import { roleStartAction, startActionPath } from '../../src/contract/start-actions';
import { decodeStartParam } from '../../src/contract/start-params';
import { isSurveyChoice, isSurveyComplete, SURVEY_QUESTIONS } from '../../src/contract/survey';

describe('invite links', () => {
  it('carry the inviter, and the character to open', () => {
    expect(webInviteLink({ uid: 'a1' }, 'https://app.test')).toBe('https://app.test/?u=a1');
    expect(webInviteLink({ uid: 'a1', characterId: 'mei' }, 'https://app.test')).toBe(
      'https://app.test/role/mei?u=a1',
    );
    const startParam = inviteStartParam({ uid: 'a1', characterId: 'mei' });
    expect(decodeStartParam(startParam)).toEqual({ u: 'a1', act: roleStartAction('mei') });
    expect(startActionPath(roleStartAction('mei'))).toBe('/role/mei');
    expect(telegramInviteLink('https://t.me/bot', { uid: 'a1' })).toBe(
      `https://t.me/bot?startapp=${inviteStartParam({ uid: 'a1' })}`,
    );
  });

  it('open the reward screens by name', () => {
    expect(startActionPath('invite')).toBe('/settings/invite');
    expect(startActionPath('survey')).toBe('/settings/survey');
    expect(startActionPath('supportChannel')).toBe('/settings/support-channel');
  });
});

describe('the survey', () => {
  it('has twelve questions, each with choices of its own', () => {
    expect(SURVEY_QUESTIONS).toHaveLength(12);
    expect(isSurveyChoice('ageRange', '18to24')).toBe(true);
    expect(isSurveyChoice('ageRange', 'anime')).toBe(false);
    const all = Object.fromEntries(SURVEY_QUESTIONS.map((q) => [q.id, q.choices[0]]));
    expect(isSurveyComplete(all)).toBe(true);
    expect(isSurveyComplete({ ...all, recommend: 'maybe' })).toBe(false);
  });
});
