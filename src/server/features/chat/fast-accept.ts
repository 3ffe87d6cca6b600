import { CHAT_ENERGY_COST, EMPTY_ENERGY_CHAT_COIN_COST } from '@contract/constants';
import { CHARACTER_ACCESS, LEDGER_DIRECTION } from '@contract/enums';
import { LEDGER_REASON } from '@contract/ledger-reasons';
import { DEFAULT_LOCALE, isLocaleCode, LOCALE_CODES } from '@contract/locales';
import { HOUR_MS } from '@contract/time';
import { sql } from 'drizzle-orm';
import type { RequestKey } from '../../api/request-key';
import type { Database } from '../../db/database';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../db/postgres-error';
import { executePrepared } from '../../db/prepared-statement';
import { hashSecret } from '../../lib/secrets';
import { recentMessageWindowOf } from '../entitlements/entitlements';
import type { PromptPersona } from '../personas/persona-queries';
import { type MessageRow, previewOf } from './message-views';
import { SUMMARY_SPAN } from './prompt';
import { type PromptExtras, promptExtrasColumns, toPromptExtras } from './prompt-extras';
import { fromJson, type RawRow, toDate, toMessageRow } from './raw-message-row';
import { newLease } from './reply-lease';

/** Messages a member's prompt can use: the member's window plus the summary's span. */
const MEMBER_HISTORY_READ = recentMessageWindowOf(true) + SUMMARY_SPAN;
/** Messages anyone else's prompt can use: their window plus the summary's span. */
const HISTORY_READ = recentMessageWindowOf(false) + SUMMARY_SPAN;
/** Facts the prompt carries. */
const FACTS_READ = 20;

/** What a message accepted in one statement brings back for writing the reply. */
export interface FastAccepted {
  user: {
    id: string;
    nick: string;
    lang: string;
    vipExpireAt: Date | null;
    enableNsfw: boolean;
    adultConfirmedAt: Date | null;
    chatModel: 'base' | 'advanced';
  };
  character: {
    id: string;
    /** Only the languages the reply may be written in: English, the asked one, the user's. */
    texts: import('../../db/schema/characters').CharacterTexts;
    scenario: string;
    persona: string;
    age: number;
    kinks: string[];
    gender: 'woman' | 'man';
  };
  userMessage: MessageRow;
  reply: MessageRow;
  /** Finished messages before this one, oldest first (as many as the user's prompt can use). */
  history: Array<{ role: 'user' | 'character'; content: string; giftId: string | null }>;
  /** What she remembers, oldest first. */
  memories: string[];
  /** The user's persona in this conversation, if any (personas/personaForConversation). */
  persona: PromptPersona | null;
  /** Her card's extras, the scene and the chapters, with this message counted. */
  extras: PromptExtras;
}

/**
 * The common case of taking a message, in one statement: the session is live, the user's energy
 * needs no settling, their chat is not locked, the conversation is theirs and free, the character is open to them and they can pay. It charges
 * (1 energy, else 5 coins) with its ledger row, stores the message and the empty reply, moves the
 * conversation up, and reads what the prompt needs (history, memories, persona, her card, the scene
 * and the chapters) (the caller counts the message for Popular).
 * Answers null, changing nothing, when any of that does not hold (the session included); `acceptMessage` then takes the
 * message the long way, which settles energy or gives the exact refusal. A reply already streaming that this
 * statement could not see yet makes the unique index refuse it: null too, as does a request key
 * used already (a repeated send, which the long way answers).
 */
export async function acceptMessageFast(
  db: Database,
  input: {
    /** The caller's session token: this statement finds the user from it, a live session only. */
    sessionToken: string;
    conversationId: string;
    content: string;
    requestKey: RequestKey | null;
    /** The language the client asked the reply in, if any. */
    lang?: string;
    now: Date;
  },
): Promise<FastAccepted | null> {
  const { conversationId, content, requestKey, now } = input;
  // The reply is written in the asked language, else the user's, else English
  // (characters/answerLanguage): only those character texts are read, not every language's.
  const askedLang = input.lang && isLocaleCode(input.lang) ? input.lang : DEFAULT_LOCALE;
  // Every other language is taken out in one pass: the texts are stored compressed, and each
  // language read by itself would unpack them again.
  const otherLocales = LOCALE_CODES.filter(
    (code) => code !== DEFAULT_LOCALE && code !== askedLang,
  ).join(',');
  const hourAgo = new Date(now.getTime() - HOUR_MS);
  let result: { rows: RawRow[] };
  try {
    result = (await executePrepared(
      db,
      'accept_message_by_session',
      sql`
      with session as (
        select user_id from sessions
        where token_hash = ${hashSecret(input.sessionToken)} and revoked_at is null
          and expires_at > ${now}::timestamptz
        limit 1
      ),
      me as (
        select id, nick, lang, energy, gold_balance, vip_expire_at, enable_nsfw,
               adult_confirmed_at, chat_model
        from users
        where id = (select user_id from session) and erased_at is null
          and energy_recovered_at > ${hourAgo}
          -- A chat locked by strikes (safety/chat-strikes.ts) takes the long way, which refuses.
          and not exists (
            select 1 from moderation_decisions d
            where d.user_id = users.id and d.target_type = 'chat' and d.target_id = users.id
              and d.lifted_at is null and (d.ends_at is null or d.ends_at > ${now}::timestamptz)
          )
        for update
      ),
      conversation as (
        select c.id, ch.id as character_id,
               ch.texts - array_remove(string_to_array(${otherLocales}::text, ','), me.lang) as texts,
               ch.scenario, ch.persona, ch.age, ch.kinks, ch.gender, c.persona_id, c.persona_off
        from conversations c
        join characters ch on ch.id = c.character_id
        cross join me
        where c.id = ${conversationId} and c.user_id = me.id
          and (ch.access <> ${CHARACTER_ACCESS.memberFree}::smallint
               or me.vip_expire_at > ${now}::timestamptz)
        for update of c
      ),
      cost as (
        select case when me.energy >= ${CHAT_ENERGY_COST} then 'energy' else 'gold' end as currency,
               case when me.energy >= ${CHAT_ENERGY_COST} then ${CHAT_ENERGY_COST}::int
                    else ${EMPTY_ENERGY_CHAT_COIN_COST}::int end as amount
        from me cross join conversation
        where (me.energy >= ${CHAT_ENERGY_COST} or me.gold_balance >= ${EMPTY_ENERGY_CHAT_COIN_COST})
          and not exists (
            select 1 from messages
            where conversation_id = ${conversationId} and status = 'streaming'
          )
      ),
      charged as (
        update users
        set energy = users.energy - case when cost.currency = 'energy' then cost.amount else 0 end,
            gold_balance = users.gold_balance
              - case when cost.currency = 'gold' then cost.amount else 0 end
        from cost cross join me
        where users.id = me.id
        returning cost.currency, cost.amount
      ),
      user_message as (
        insert into messages (conversation_id, role, content, status, charge_currency,
                              charge_amount, created_at, updated_at)
        select ${conversationId}::text, 'user', ${content}::text, 'done', currency, amount,
               ${now}::timestamptz, ${now}::timestamptz
        from charged
        returning *
      ),
      reply as (
        insert into messages (conversation_id, role, content, status, lease_until, created_at,
                              updated_at)
        select ${conversationId}::text, 'character', '', 'streaming', ${newLease()},
               ${now}::timestamptz, ${now}::timestamptz
        from charged
        returning *
      ),
      ledger as (
        insert into ledger_entries (user_id, direction, currency, amount, reason, reference)
        select me.id, ${LEDGER_DIRECTION.out}::smallint, charged.currency,
               charged.amount, ${LEDGER_REASON.chatMessage}::text, user_message.id::text
        from me cross join charged cross join user_message
      ),
      keyed as (
        insert into request_keys (owner_id, key, fingerprint, result)
        select me.id, ${requestKey?.key ?? null}::text,
               ${requestKey?.fingerprint ?? null}::text,
               jsonb_build_object('userMessageId', user_message.id::text,
                                  'replyId', reply.id::text)
        from me cross join user_message cross join reply
        where ${requestKey?.key ?? null}::text is not null
      ),
      touched as (
        update conversations
        set last_message_at = ${now}, last_message_preview = ${previewOf(content)}
        where id = ${conversationId} and exists (select 1 from charged)
      ),
      history as (
        select coalesce(json_agg(json_build_object(
                 'role', h.role, 'content', h.content, 'giftId', h.gift_id) order by h.id), '[]')
               as list
        from (
          select id, role, content, gift_id from messages
          where conversation_id = ${conversationId} and status = 'done'
          order by id desc
          limit coalesce((select case when me.vip_expire_at > ${now}::timestamptz
                                      then ${MEMBER_HISTORY_READ}::int end from me),
                         ${HISTORY_READ}::int)
        ) h
      ),
      facts as (
        select coalesce(json_agg(f.text order by f.id), '[]') as list
        from (
          select id, text from memory_facts
          where conversation_id = ${conversationId}
          order by id desc limit ${FACTS_READ}::int
        ) f
      ),
      persona as (
        select json_build_object('name', p.name, 'gender', p.gender, 'age', p.age,
                                 'look', p.look, 'bio', p.bio) as value
        from user_personas p cross join me cross join conversation
        where p.user_id = me.id and not conversation.persona_off
          and (p.id = conversation.persona_id
               or (conversation.persona_id is null and p.is_default))
        limit 1
      )
      select to_json(me) as me, to_json(conversation) as conversation,
             to_json(user_message) as user_message, to_json(reply) as reply,
             history.list as history, facts.list as facts,
             (select value from persona) as persona,
             -- The message stored here is after her chapters too, though this snapshot misses it.
             ${promptExtrasColumns(conversationId, MEMBER_HISTORY_READ, 1)}
      from me, conversation, user_message, reply, history, facts
    `,
    )) as { rows: RawRow[] };
  } catch (error) {
    // Another send's streaming reply committed after this statement's snapshot, or this call's
    // request key was used already: the long way tells which.
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) return null;
    throw error;
  }
  const row = result.rows[0];
  if (!row) return null;
  const me = fromJson<RawRow>(row.me);
  const conversation = fromJson<RawRow>(row.conversation);
  return {
    user: {
      id: String(me.id),
      nick: String(me.nick),
      lang: String(me.lang),
      vipExpireAt: toDate(me.vip_expire_at),
      enableNsfw: Boolean(me.enable_nsfw),
      adultConfirmedAt: toDate(me.adult_confirmed_at),
      chatModel: me.chat_model as 'base' | 'advanced',
    },
    character: {
      id: String(conversation.character_id),
      texts: conversation.texts as FastAccepted['character']['texts'],
      scenario: String(conversation.scenario),
      persona: String(conversation.persona),
      age: Number(conversation.age),
      kinks: conversation.kinks as string[],
      gender: conversation.gender === 'man' ? 'man' : 'woman',
    },
    userMessage: toMessageRow(fromJson<RawRow>(row.user_message)),
    reply: toMessageRow(fromJson<RawRow>(row.reply)),
    history: fromJson<FastAccepted['history']>(row.history),
    memories: fromJson<string[]>(row.facts),
    persona: row.persona == null ? null : fromJson<PromptPersona>(row.persona),
    extras: toPromptExtras(row),
  };
}
