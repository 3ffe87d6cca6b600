import type { ConversationStory } from '@contract/api/chat-endpoints';
import { useLingui } from '@lingui/react/macro';
import './story-start.css';

/**
 * The first thing in a conversation started from one of her stories: which kind it is, its title
 * and the scene it sets, before her opening line.
 */
export function StoryStart({ story }: { story: ConversationStory }) {
  const { t } = useLingui();
  return (
    <header className="story-start">
      <span className="story-start__kind">
        {story.kind === 'post' ? t`Desire post` : t`Desire story`}
      </span>
      <h2 className="story-start__title" dir="auto">
        {story.title}
      </h2>
      <p className="story-start__scene" dir="auto">
        {story.teaser}
      </p>
    </header>
  );
}
