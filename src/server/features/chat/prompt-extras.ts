import type { Scene } from '@contract/api/scene-endpoints';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database';
import { executePrepared } from '../../db/prepared-statement';
import type { LoreCandidate } from '../character-cards/lore-selection';
import type { PromptChapters } from './prompt';
import { fromJson } from './raw-message-row';

/** Chapters the prompt carries: the latest ones, so a long chat's prompt stays bounded. */
const CHAPTERS_IN_PROMPT = 3;

/** What a conversation's prompt reads of her card: her lorebook, its budget and example dialogue. */
interface PromptCard {
  entries: LoreCandidate[];
  tokenBudget: number | null;
  exampleDialogue: string;
}

/** What a prompt reads beside the history: her card's extras, the scene, the chapters. */
export interface PromptExtras {
  card: PromptCard;
  /** The stored scene, or null while it is still the one her scenario starts with. */
  scene: Scene | null;
  /** Her latest chapters and how many messages came after them; null before the first. */
  chapters: PromptChapters | null;
}

/**
 * The three as the columns `card`, `scene` and `chapters` of a select, for one conversation. They
 * run on every reply (and are empty for most characters), so they ride in the statement that
 * takes the message instead of three statements of their own. `countUpTo` bounds the count of
 * messages after the newest chapter; `unseen` adds the messages the calling statement stores
 * itself, which its own snapshot cannot see.
 */
export function promptExtrasColumns(conversationId: string, countUpTo: number, unseen = 0): SQL {
  return sql`
    (select jsonb_build_object(
       'exampleDialogue', coalesce(ch.card->>'exampleDialogue', ''),
       'tokenBudget', ch.card->'book'->'tokenBudget',
       'entries', coalesce((
         select jsonb_agg(jsonb_build_object(
                  'keys', e.keys, 'secondaryKeys', e.secondary_keys, 'content', e.content,
                  'enabled', e.enabled, 'constant', e.constant, 'selective', e.selective,
                  'caseSensitive', e.case_sensitive, 'insertionOrder', e.insertion_order,
                  'priority', e.priority)
                order by e.insertion_order, e.created_at)
         from lorebook_entries e where e.character_id = ch.id), '[]'::jsonb))
     from conversations c join characters ch on ch.id = c.character_id
     where c.id = ${conversationId}) as card,
    (select jsonb_build_object(
       'place', s.place, 'timeOfDay', s.time_of_day, 'outfit', s.outfit, 'mood', s.mood,
       'happening', s.happening, 'source', s.source, 'version', s.version,
       'updatedAt', s.updated_at)
     from conversation_scenes s where s.conversation_id = ${conversationId}) as scene,
    (select case when told.list is null then null else jsonb_build_object(
       'list', told.list,
       'messagesSince', least(${countUpTo}::int, ${unseen}::int + (
         select count(*)::int from (
           select 1 from messages
           where conversation_id = ${conversationId} and status = 'done' and id > told.through
           limit ${countUpTo}::int) as after_chapter))) end
     from (
       select jsonb_agg(jsonb_build_object('number', number, 'title', title, 'summary', summary)
                order by number) as list,
              max(through_message_id) as through
       from (
         select number, title, summary, through_message_id from chapters
         where conversation_id = ${conversationId} and status <> 'deleted' and summary <> ''
         order by number desc
         limit ${CHAPTERS_IN_PROMPT}::int) as latest) as told) as chapters
  `;
}

/** The columns of `promptExtrasColumns` as a prompt uses them. */
export function toPromptExtras(row: Record<string, unknown>): PromptExtras {
  const card = row.card == null ? null : fromJson<PromptCard>(row.card);
  const scene = row.scene == null ? null : fromJson<Scene & { updatedAt: string }>(row.scene);
  const chapters = row.chapters == null ? null : fromJson<PromptChapters>(row.chapters);
  return {
    card: {
      exampleDialogue: card?.exampleDialogue ?? '',
      tokenBudget: typeof card?.tokenBudget === 'number' ? card.tokenBudget : null,
      entries: card?.entries ?? [],
    },
    scene: scene && { ...scene, updatedAt: new Date(scene.updatedAt).toISOString() },
    chapters,
  };
}

/** The extras by themselves, in one prepared statement, for a reply taken the long way. */
export async function promptExtrasFor(
  db: Executor,
  conversationId: string,
  countUpTo: number,
): Promise<PromptExtras> {
  const { rows } = await executePrepared(
    db,
    'prompt_extras',
    sql`select ${promptExtrasColumns(conversationId, countUpTo)}`,
  );
  return toPromptExtras(rows[0] ?? {});
}
