import { useApiQuery } from '@client/lib/query/use-api-query';
import type { Scene } from '@contract/api/scene-endpoints';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { getScene } from '../api/get-scene';
import { sceneKey } from './scene-key';
import './scene-line.css';

// The sheet and its form load when the line is first tapped.
const SceneSheet = lazy(() => import('./scene-sheet'));

/** After a reply, the chat model updates the scene in the background: asked again this much later. */
const UPDATE_SETTLE_MS = 4000;

/**
 * The line under the chat's header saying where the story is now (place, time of day, her outfit
 * and mood); a tap opens the sheet that edits it. `lastReplyId` changes with each finished reply,
 * after which the model has updated it.
 */
export function SceneLine({
  conversationId,
  lastReplyId,
}: {
  conversationId: string;
  lastReplyId: string | null;
}) {
  const { t } = useLingui();
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const query = useApiQuery({
    queryKey: sceneKey(conversationId),
    queryFn: () => getScene({ conversationId }).then((answer) => answer.scene),
  });
  const { refetch } = query;
  // The reply the scene was read after; the first one shown was read with the scene itself.
  const seenReply = useRef(lastReplyId);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new reply is what asks again
  useEffect(() => {
    if (!lastReplyId || lastReplyId === seenReply.current) return;
    seenReply.current = lastReplyId;
    void refetch().catch(() => {});
    const timer = setTimeout(() => void refetch().catch(() => {}), UPDATE_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [lastReplyId]);
  const scene: Scene | undefined = query.data;
  if (!scene) return null;
  const summary = [scene.place, scene.timeOfDay, scene.outfit, scene.mood].filter(Boolean);
  const text = summary.length > 0 ? summary.join(' · ') : scene.happening;
  return (
    <>
      <button
        type="button"
        className="scene-line"
        aria-haspopup="dialog"
        onClick={() => {
          setWasOpened(true);
          setIsOpen(true);
        }}
      >
        <span className="scene-line__label">{t`Scene`}</span>
        <bdi className="scene-line__text" dir="auto">
          {text || t`Set the scene`}
        </bdi>
        <span className="scene-line__edit" aria-hidden="true">
          ✎
        </span>
      </button>
      {wasOpened && (
        <Suspense fallback={null}>
          <SceneSheet
            isOpen={isOpen}
            conversationId={conversationId}
            scene={scene}
            onClose={() => setIsOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
