import { useApiQuery } from '@client/lib/query/use-api-query';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { listStories } from '../characters/api/list-stories';
import { GetVipButton } from '../payments/premium/get-vip-button';

/** The Story block: tabs Desire story and Desire post; locked ones say what VIP unlocks. */
export function StoryTabs({
  characterId,
  onPlay,
}: {
  characterId: string;
  /** Starts a conversation from the story's opening. */
  onPlay(storyId: string): void;
}) {
  const { t } = useLingui();
  const [kind, setKind] = useState<'story' | 'post'>('story');
  const answer = useApiQuery({
    queryKey: ['characterStories', characterId],
    queryFn: () => listStories({ characterId }, { silent: true }),
  });
  const stories = answer.data?.list ?? [];

  if (stories.length === 0) return null;
  const shown = stories.filter((story) => story.kind === kind);
  return (
    <section className="role-stories">
      <div className="role-stories__tabs" role="tablist">
        <button
          type="button"
          role="tab"
          aria-selected={kind === 'story'}
          onClick={() => setKind('story')}
        >
          {t`Desire story`}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={kind === 'post'}
          onClick={() => setKind('post')}
        >
          {t`Desire post`}
        </button>
      </div>
      {shown.map((story) => (
        <article
          key={story.id}
          className={`role-story${story.locked ? ' role-story--locked' : ''}`}
        >
          <h3>{story.title}</h3>
          <p>{story.teaser}</p>
          {story.locked ? (
            <GetVipButton
              className="role-story__unlock"
              request={{ comeFrom: 'role_story', scriptId: story.id }}
            >
              {t`Unlock with VIP to read the whole story and keep your progress.`}
            </GetVipButton>
          ) : (
            <>
              <blockquote>{story.opening}</blockquote>
              <button type="button" className="role-story__play" onClick={() => onPlay(story.id)}>
                {t`Play this story`}
              </button>
            </>
          )}
        </article>
      ))}
    </section>
  );
}
