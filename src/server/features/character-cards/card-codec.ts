import { CARD_LIMITS, LOREBOOK_LIMITS } from '@contract/character-cards';
import { CardRefused } from './card-refused';
import { isZip, readCharx } from './charx';
import { toPlainText } from './plain-text';
import { isPng, readPngTexts, writePngTexts } from './png-text-chunks';

type Json = Record<string, unknown>;

/** One lorebook entry: its content joins the prompt when a recent message has one of its keys. */
export interface LoreEntry {
  name: string;
  keys: string[];
  /** With `selective`, one of these must match too. */
  secondaryKeys: string[];
  content: string;
  enabled: boolean;
  /** Always in the prompt, keys or not. */
  constant: boolean;
  selective: boolean;
  caseSensitive: boolean;
  /** Lower first in the prompt. */
  insertionOrder: number;
  /** Higher kept first when the budget runs out. */
  priority: number;
  position: 'before_char' | 'after_char';
  /** The entry's fields we have no place for (id, comment, extensions…), written back on export. */
  extras: Json;
}

interface Lorebook {
  name: string;
  description: string;
  scanDepth: number | null;
  tokenBudget: number | null;
  recursiveScanning: boolean;
  extras: Json;
  entries: LoreEntry[];
}

/** What Velora adds under `extensions.velora`: her look and choices, which cards have no place for. */
interface VeloraExtension {
  style: 'realistic' | 'anime';
  gender: 'woman' | 'man';
  age: number;
  look: {
    race: string;
    hairstyle: string;
    hairColor: string;
    eyeColor: string;
    body: string;
    breast: string;
    hips: string;
    clothing: string;
  };
  kinks: string[];
  occupation: string;
  relationship: string;
  /** Catalogue tag ids. */
  tags: string[];
  /** What others read about her, when it is not her creator notes. */
  description: string;
  story: string;
  /** Her voice (a speech provider's voice id); '' for none chosen. */
  voice: string;
}

/** A character card, whatever version it came in, as plain text within `CARD_LIMITS`. */
export interface Card {
  spec: 'v1' | 'v2' | 'v3';
  name: string;
  /** The persona the model reads (`description`). */
  description: string;
  personality: string;
  scenario: string;
  firstMessage: string;
  alternateGreetings: string[];
  exampleDialogue: string;
  creatorNotes: string;
  /** The card's own tags, free words. */
  tags: string[];
  creator: string;
  characterVersion: string;
  /** Where the card came from (V3 `source`). */
  sources: string[];
  book: Lorebook | null;
  velora: VeloraExtension | null;
  /** `extensions` but Velora's and script carriers. */
  extensions: Json;
  /** The card's other fields (system_prompt, nickname, creation_date…), kept as they came. */
  extras: Json;
}

type CardFormat = 'png' | 'json' | 'charx';

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const unreadable = (why: string) => new CardRefused('unreadable', why);
const overLimit = (why: string) => new CardRefused('overLimit', why);

/** A text field as plain text, refused past `max` characters. */
function textField(value: unknown, max: number, label: string): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') throw unreadable(`The card's ${label} is not text`);
  const plain = toPlainText(value);
  if (plain.length > max) throw overLimit(`The card's ${label} is longer than ${max} characters`);
  return plain;
}

function textList(value: unknown, maxItems: number, maxEach: number, label: string): string[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) throw unreadable(`The card's ${label} is not a list`);
  if (value.length > maxItems) throw overLimit(`The card has more than ${maxItems} ${label}`);
  return value.map((item) => textField(item, maxEach, label)).filter((item) => item !== '');
}

const numberOr = <T>(value: unknown, fallback: T): number | T =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

/** Keys that carry code or styling (RisuAI scripts, regex scripts, CSS, HTML): never kept. */
const SCRIPT_KEY = /(scripts?|html|css)$/i;

/** A JSON value without its script-carrying keys, at any depth. */
function withoutScripts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutScripts);
  if (!isObject(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !SCRIPT_KEY.test(key))
      .map(([key, inner]) => [key, withoutScripts(inner)]),
  );
}

function loreEntry(raw: unknown, index: number): LoreEntry {
  if (!isObject(raw)) throw unreadable(`Lorebook entry ${index + 1} is not an entry`);
  const {
    name,
    keys,
    secondary_keys,
    content,
    enabled,
    constant,
    selective,
    case_sensitive,
    insertion_order,
    priority,
    position,
    ...extras
  } = raw;
  const label = `lorebook entry ${index + 1}`;
  const { keys: maxKeys, key: maxKey } = LOREBOOK_LIMITS;
  return {
    name:
      textField(name, LOREBOOK_LIMITS.name, `${label} name`) ||
      textField(
        typeof extras.comment === 'string' ? extras.comment : '',
        LOREBOOK_LIMITS.name,
        `${label} comment`,
      ),
    keys: textList(keys, maxKeys, maxKey, `${label} keys`),
    secondaryKeys: textList(secondary_keys, maxKeys, maxKey, `${label} secondary keys`),
    content: textField(content, LOREBOOK_LIMITS.content, `${label} content`),
    enabled: enabled !== false,
    constant: constant === true,
    selective: selective === true,
    caseSensitive: case_sensitive === true,
    insertionOrder: Math.trunc(numberOr(insertion_order, index)),
    priority: Math.trunc(numberOr(priority, 0)),
    position: position === 'before_char' ? 'before_char' : 'after_char',
    // What V3 asks every entry to have, so a card reads back the same after its export.
    extras: {
      ...(withoutScripts(extras) as Json),
      id: typeof extras.id === 'number' || typeof extras.id === 'string' ? extras.id : index,
      use_regex: extras.use_regex === true,
      extensions: isObject(extras.extensions) ? withoutScripts(extras.extensions) : {},
    },
  };
}

function lorebook(raw: unknown): Lorebook | null {
  if (raw === undefined || raw === null) return null;
  if (!isObject(raw)) throw unreadable("The card's lorebook is not a lorebook");
  const { name, description, scan_depth, token_budget, recursive_scanning, entries, ...extras } =
    raw;
  if (!Array.isArray(entries)) throw unreadable("The card's lorebook has no list of entries");
  if (entries.length > LOREBOOK_LIMITS.entries) {
    throw overLimit(
      `The card's lorebook has ${entries.length} entries; at most ${LOREBOOK_LIMITS.entries} are taken`,
    );
  }
  return {
    name: textField(name, LOREBOOK_LIMITS.name, 'lorebook name'),
    description: textField(description, CARD_LIMITS.creatorNotes, 'lorebook description'),
    scanDepth: numberOr(scan_depth, null),
    tokenBudget: numberOr(token_budget, null),
    recursiveScanning: recursive_scanning === true,
    extras: { extensions: {}, ...(withoutScripts(extras) as Json) },
    entries: entries.map(loreEntry),
  };
}

const word = (value: unknown) => (typeof value === 'string' ? toPlainText(value).slice(0, 64) : '');

/** Velora's own extension, when it is one we wrote; anything odd in it is ignored. */
function veloraExtension(raw: unknown): VeloraExtension | null {
  if (!isObject(raw)) return null;
  const look = isObject(raw.look) ? raw.look : {};
  const age = numberOr(raw.age, null);
  return {
    style: raw.style === 'anime' ? 'anime' : 'realistic',
    gender: raw.gender === 'man' ? 'man' : 'woman',
    // Adults only: an age under 18 (or none) is not taken, whatever the card says.
    age: age !== null && Number.isInteger(age) && age >= 18 && age <= 99 ? age : 0,
    look: {
      race: word(look.race),
      hairstyle: word(look.hairstyle),
      hairColor: word(look.hairColor),
      eyeColor: word(look.eyeColor),
      body: word(look.body),
      breast: word(look.breast),
      hips: word(look.hips),
      clothing: word(look.clothing),
    },
    kinks: Array.isArray(raw.kinks) ? raw.kinks.map(word).filter(Boolean).slice(0, 3) : [],
    occupation: word(raw.occupation),
    relationship: word(raw.relationship),
    tags: Array.isArray(raw.tags) ? raw.tags.map(word).filter(Boolean).slice(0, 10) : [],
    description: textField(raw.description, CARD_LIMITS.description, 'Velora description'),
    story: textField(raw.story, CARD_LIMITS.description, 'Velora story'),
    voice: typeof raw.voice === 'string' && /^[\w.+-]{1,64}$/.test(raw.voice) ? raw.voice : '',
  };
}

/** The card fields we map; every other field of `data` is kept in `extras`. */
const MAPPED_FIELDS = new Set([
  'name',
  'description',
  'personality',
  'scenario',
  'first_mes',
  'mes_example',
  'creator_notes',
  'alternate_greetings',
  'character_book',
  'tags',
  'creator',
  'character_version',
  'source',
  'extensions',
  // Files inside the PNG or zip we came from: written afresh on export.
  'assets',
]);

/** The card in `data` (V2/V3 `data`, or a V1 card itself), checked against the limits. */
function cardFromData(data: Json, spec: Card['spec']): Card {
  const extensions = isObject(data.extensions) ? data.extensions : {};
  const { velora, ...otherExtensions } = extensions;
  const extras = {
    // What V2 and V3 ask every card to have, so a card reads back the same after its export.
    system_prompt: '',
    post_history_instructions: '',
    group_only_greetings: [],
    ...Object.fromEntries(Object.entries(data).filter(([key]) => !MAPPED_FIELDS.has(key))),
  };
  const card: Card = {
    spec,
    name: textField(data.name, CARD_LIMITS.name, 'name'),
    description: textField(data.description, CARD_LIMITS.description, 'description'),
    personality: textField(data.personality, CARD_LIMITS.personality, 'personality'),
    scenario: textField(data.scenario, CARD_LIMITS.scenario, 'scenario'),
    firstMessage: textField(data.first_mes, CARD_LIMITS.greeting, 'first message'),
    alternateGreetings: textList(
      data.alternate_greetings,
      CARD_LIMITS.alternateGreetings,
      CARD_LIMITS.greeting,
      'alternate greetings',
    ),
    exampleDialogue: textField(data.mes_example, CARD_LIMITS.exampleDialogue, 'example dialogue'),
    creatorNotes: textField(data.creator_notes, CARD_LIMITS.creatorNotes, 'creator notes'),
    tags: textList(data.tags, CARD_LIMITS.tags, CARD_LIMITS.tag, 'tags'),
    creator: textField(data.creator, CARD_LIMITS.creator, 'creator'),
    characterVersion: textField(data.character_version, CARD_LIMITS.creator, 'character version'),
    sources: textList(data.source, CARD_LIMITS.sources, CARD_LIMITS.source, 'sources'),
    book: lorebook(data.character_book),
    velora: veloraExtension(velora),
    extensions: withoutScripts(otherExtensions) as Json,
    extras: withoutScripts(extras) as Json,
  };
  if (!card.name) throw unreadable('The card has no name');
  if (Buffer.byteLength(JSON.stringify([card.extensions, card.extras])) > CARD_LIMITS.extrasBytes) {
    throw overLimit(`The card's other fields take more than ${CARD_LIMITS.extrasBytes / 1024} KB`);
  }
  return card;
}

/** V1 fields that V2 cards also repeat at their top level. */
const V1_TOP_FIELDS = new Set(['spec', 'spec_version', 'data']);

/** A parsed card JSON of any version as a `Card`. */
export function cardFromJson(json: unknown): Card {
  if (!isObject(json)) throw unreadable('This is not a character card');
  if (json.spec === 'chara_card_v3' || json.spec === 'chara_card_v2') {
    if (!isObject(json.data)) throw unreadable('The card has no data');
    return cardFromData(json.data, json.spec === 'chara_card_v3' ? 'v3' : 'v2');
  }
  if (typeof json.spec === 'string')
    throw unreadable(`Unknown card version ${json.spec.slice(0, 40)}`);
  if (typeof json.name !== 'string' || !('first_mes' in json || 'description' in json)) {
    throw unreadable('This is not a character card');
  }
  const v1 = Object.fromEntries(Object.entries(json).filter(([key]) => !V1_TOP_FIELDS.has(key)));
  return cardFromData(v1, 'v1');
}

function parseJsonText(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw unreadable('The card is not valid JSON');
  }
}

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** A PNG chunk's card: base64 of UTF-8 JSON (or, from a few tools, the JSON itself). */
function decodeChunkText(text: string): unknown {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) return parseJsonText(trimmed);
  const compact = trimmed.replace(/\s+/g, '');
  if (!BASE64.test(compact) || compact.length % 4 === 1 || compact.length === 0) {
    throw unreadable('The card inside this PNG is not valid base64');
  }
  const bytes = Buffer.from(compact, 'base64');
  if (bytes.length > CARD_LIMITS.jsonBytes)
    throw new CardRefused('tooLarge', 'The card is too large');
  const decoded = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  return parseJsonText(decoded);
}

/** The card in a PNG: V3's `ccv3` chunk when it reads, else V2's `chara`. */
function cardFromPng(bytes: Buffer): Card {
  const maxChunk = Math.ceil((CARD_LIMITS.jsonBytes * 4) / 3) + 4;
  const texts = readPngTexts(bytes, ['ccv3', 'chara'], maxChunk);
  const ordered = [
    ...texts.filter((text) => text.keyword === 'ccv3'),
    ...texts.filter((text) => text.keyword === 'chara'),
  ];
  if (ordered.length === 0) throw unreadable('This PNG has no character card in it');
  let firstError: unknown = null;
  for (const text of ordered) {
    try {
      return cardFromJson(decodeChunkText(text.text));
    } catch (error) {
      // A broken V3 chunk beside a good V2 one still imports (from V2).
      if (!(error instanceof CardRefused) || error.reason !== 'unreadable') throw error;
      firstError ??= error;
    }
  }
  throw firstError;
}

/** The path inside a CHARX of its main icon, from the card's `assets`. */
function iconPath(json: unknown): string | null {
  const data = isObject(json) && isObject(json.data) ? json.data : null;
  const assets = Array.isArray(data?.assets) ? data.assets.filter(isObject) : [];
  const icons = assets.filter((asset) => asset.type === 'icon' && typeof asset.uri === 'string');
  const main = icons.find((asset) => asset.name === 'main') ?? icons[0];
  const uri = typeof main?.uri === 'string' ? main.uri : '';
  const path = /^embedd?ed:\/\/(.+)$/.exec(uri)?.[1];
  return path && !path.includes('..') ? path : null;
}

/** A card file read: the card, and the picture that came with it (still to be checked). */
export interface ReadCard {
  card: Card;
  format: CardFormat;
  picture: Buffer | null;
}

/**
 * Reads a card file of any kind, told apart by its first bytes: a PNG (V2 `chara` / V3 `ccv3`),
 * a CHARX zip (`card.json`), or JSON (V1, V2 or V3). Throws `CardRefused` saying why not.
 */
export function readCardFile(bytes: Buffer): ReadCard {
  if (bytes.length > CARD_LIMITS.fileBytes) {
    throw new CardRefused(
      'tooLarge',
      `A card file is at most ${CARD_LIMITS.fileBytes / 1024 / 1024} MB`,
    );
  }
  if (isPng(bytes)) return { card: cardFromPng(bytes), format: 'png', picture: bytes };
  if (isZip(bytes)) {
    const charx = readCharx(bytes);
    const json = parseJsonText(charx.json);
    const card = cardFromJson(json);
    const path = iconPath(json);
    return { card, format: 'charx', picture: path ? charx.picturePath(path) : null };
  }
  if (bytes.length > CARD_LIMITS.jsonBytes)
    throw new CardRefused('tooLarge', 'The card is too large');
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (!text.trimStart().startsWith('{')) {
    throw unreadable('Send a character card: a PNG, a JSON or a CHARX file');
  }
  return { card: cardFromJson(parseJsonText(text)), format: 'json', picture: null };
}

function loreEntryJson(entry: LoreEntry): Json {
  return {
    ...entry.extras,
    keys: entry.keys,
    secondary_keys: entry.secondaryKeys,
    content: entry.content,
    name: entry.name,
    enabled: entry.enabled,
    constant: entry.constant,
    selective: entry.selective,
    case_sensitive: entry.caseSensitive,
    insertion_order: entry.insertionOrder,
    priority: entry.priority,
    position: entry.position,
  };
}

function cardData(card: Card): Json {
  return {
    ...card.extras,
    name: card.name,
    description: card.description,
    personality: card.personality,
    scenario: card.scenario,
    first_mes: card.firstMessage,
    mes_example: card.exampleDialogue,
    creator_notes: card.creatorNotes,
    alternate_greetings: card.alternateGreetings,
    tags: card.tags,
    creator: card.creator,
    character_version: card.characterVersion,
    extensions: { ...card.extensions, ...(card.velora ? { velora: card.velora } : {}) },
    ...(card.book
      ? {
          character_book: {
            ...card.book.extras,
            name: card.book.name,
            description: card.book.description,
            ...(card.book.scanDepth === null ? {} : { scan_depth: card.book.scanDepth }),
            ...(card.book.tokenBudget === null ? {} : { token_budget: card.book.tokenBudget }),
            recursive_scanning: card.book.recursiveScanning,
            entries: card.book.entries.map(loreEntryJson),
          },
        }
      : {}),
  };
}

/** The card as Character Card V3 JSON; `withIcon` when the PNG it goes into is her picture. */
export function cardToV3(card: Card, options: { withIcon: boolean }): Json {
  const data = cardData(card);
  return {
    spec: 'chara_card_v3',
    spec_version: '3.0',
    data: {
      ...data,
      ...(card.sources.length > 0 ? { source: card.sources } : {}),
      ...(options.withIcon
        ? { assets: [{ type: 'icon', uri: 'ccdefault:', name: 'main', ext: 'png' }] }
        : {}),
    },
  };
}

/** The card as Character Card V2 JSON (V3's extra fields stay in `data`; V2 readers skip them). */
export function cardToV2(card: Card): Json {
  return { spec: 'chara_card_v2', spec_version: '2.0', data: cardData(card) };
}

const base64Json = (json: Json) => Buffer.from(JSON.stringify(json), 'utf8').toString('base64');

/** Her picture (a PNG) carrying the card: V3 in `ccv3` and V2 in `chara`, as SillyTavern writes. */
export function cardToPng(picturePng: Buffer, card: Card): Buffer {
  return writePngTexts(picturePng, [
    { keyword: 'chara', text: base64Json(cardToV2(card)) },
    { keyword: 'ccv3', text: base64Json(cardToV3(card, { withIcon: true })) },
  ]);
}
