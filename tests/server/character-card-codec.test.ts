import { crc32 } from 'node:zlib';
import { CardRefused } from '@server/features/character-cards/card-refused';
import {
  cardFromJson,
  cardToPng,
  cardToV2,
  cardToV3,
  readCardFile,
} from '@server/features/character-cards/card-codec';
import { readZipFile } from '@server/features/character-cards/charx';
import { toPlainText } from '@server/features/character-cards/plain-text';
import { readPngTexts } from '@server/features/character-cards/png-text-chunks';
import { strToU8, zipSync } from 'fflate';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';

let picture: Buffer;

beforeAll(async () => {
  picture = await sharp({
    create: { width: 8, height: 12, channels: 3, background: { r: 200, g: 120, b: 140 } },
  })
    .png()
    .toBuffer();
});

const v2Json = {
  spec: 'chara_card_v2',
  spec_version: '2.0',
  data: {
    name: 'Mira',
    description: '{{char}} is a lighthouse keeper on a windy island.',
    personality: 'Warm, teasing, curious',
    scenario: 'A storm keeps {{user}} at the lighthouse overnight.',
    first_mes: '*Mira opens the door.* Come in before the wind takes you!',
    mes_example: '<START>\n{{user}}: Hi\n{{char}}: Hello, sailor.',
    creator_notes: 'Slow burn. Best with long replies.',
    system_prompt: 'Write like a novelist.',
    post_history_instructions: '',
    alternate_greetings: ['*Mira waves from the top of the tower.*'],
    tags: ['romance', 'Island'],
    creator: 'seaglass',
    character_version: '1.2',
    talkativeness: 0.6,
    extensions: { world: 'Harbor', depth_prompt: { depth: 4, prompt: 'Smell of salt.' } },
    character_book: {
      name: 'Harbor lore',
      scan_depth: 3,
      token_budget: 300,
      recursive_scanning: false,
      extensions: {},
      entries: [
        {
          keys: ['lighthouse', 'tower'],
          content: 'The lighthouse was built in 1890 and its lamp never went out.',
          extensions: {},
          enabled: true,
          insertion_order: 1,
          comment: 'The tower',
          id: 7,
        },
      ],
    },
  },
};

const base64 = (json: unknown) => Buffer.from(JSON.stringify(json)).toString('base64');

/** A PNG chunk, with its CRC, as a card writer writes it. */
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(data, crc32(head.subarray(4))), 0);
  return Buffer.concat([head, data, tail]);
}

/** The picture with extra chunks before IEND. */
function pngWith(...chunks: Buffer[]): Buffer {
  const iend = picture.length - 12;
  return Buffer.concat([picture.subarray(0, iend), ...chunks, picture.subarray(iend)]);
}

const textChunk = (keyword: string, text: string) =>
  chunk(
    'tEXt',
    Buffer.concat([Buffer.from(`${keyword}\0`, 'latin1'), Buffer.from(text, 'latin1')]),
  );

function refusal(run: () => unknown): CardRefused {
  try {
    run();
  } catch (error) {
    if (error instanceof CardRefused) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('reading cards', () => {
  it('reads a V2 PNG, mapping every field and keeping the others', () => {
    const {
      card,
      format,
      picture: embedded,
    } = readCardFile(pngWith(textChunk('chara', base64(v2Json))));
    expect(format).toBe('png');
    expect(embedded?.length).toBeGreaterThan(0);
    expect(card).toMatchObject({
      spec: 'v2',
      name: 'Mira',
      personality: 'Warm, teasing, curious',
      firstMessage: '*Mira opens the door.* Come in before the wind takes you!',
      alternateGreetings: ['*Mira waves from the top of the tower.*'],
      exampleDialogue: '<START>\n{{user}}: Hi\n{{char}}: Hello, sailor.',
      tags: ['romance', 'Island'],
      creator: 'seaglass',
      characterVersion: '1.2',
      extras: { system_prompt: 'Write like a novelist.', talkativeness: 0.6 },
      extensions: { world: 'Harbor' },
    });
    expect(card.book?.entries[0]).toMatchObject({
      name: 'The tower',
      keys: ['lighthouse', 'tower'],
      insertionOrder: 1,
      extras: { id: 7, comment: 'The tower' },
    });
    expect(card.book?.tokenBudget).toBe(300);
  });

  it('prefers the V3 chunk, and falls back to V2 when the V3 one is broken', () => {
    const v3 = {
      ...v2Json,
      spec: 'chara_card_v3',
      spec_version: '3.0',
      data: { ...v2Json.data, name: 'Mira Three', source: ['https://example.org/mira'] },
    };
    const both = readCardFile(
      pngWith(textChunk('chara', base64(v2Json)), textChunk('ccv3', base64(v3))),
    );
    expect(both.card).toMatchObject({
      spec: 'v3',
      name: 'Mira Three',
      sources: ['https://example.org/mira'],
    });
    const brokenV3 = readCardFile(
      pngWith(textChunk('ccv3', 'not*base64!'), textChunk('chara', base64(v2Json))),
    );
    expect(brokenV3.card).toMatchObject({ spec: 'v2', name: 'Mira' });
  });

  it('reads a V1 JSON card and an iTXt chunk', () => {
    const v1 = {
      name: 'Old',
      description: 'From 2023',
      first_mes: 'Hi <USER>, I am <BOT>.',
      personality: 'shy',
      create_date: 'x',
    };
    const fromJson = readCardFile(Buffer.from(JSON.stringify(v1)));
    expect(fromJson).toMatchObject({
      format: 'json',
      picture: null,
      card: {
        spec: 'v1',
        firstMessage: 'Hi {{user}}, I am {{char}}.',
        extras: { create_date: 'x' },
      },
    });
    const itxt = chunk(
      'iTXt',
      Buffer.concat([Buffer.from('chara\0\0\0\0\0'), Buffer.from(base64(v2Json))]),
    );
    expect(readCardFile(pngWith(itxt)).card.name).toBe('Mira');
  });

  it('reads a CHARX zip with its icon', () => {
    const v3 = {
      spec: 'chara_card_v3',
      spec_version: '3.0',
      data: {
        ...v2Json.data,
        assets: [
          { type: 'icon', uri: 'embeded://assets/icon/images/main.png', name: 'main', ext: 'png' },
        ],
      },
    };
    const zip = Buffer.from(
      zipSync({ 'card.json': strToU8(JSON.stringify(v3)), 'assets/icon/images/main.png': picture }),
    );
    const read = readCardFile(zip);
    expect(read.format).toBe('charx');
    expect(read.card.name).toBe('Mira');
    expect(read.picture?.equals(picture)).toBe(true);
    // The assets belong to the zip: not kept as the card's own fields.
    expect(read.card.extras.assets).toBeUndefined();
  });
});

describe('malformed cards are refused with a reason', () => {
  it('a truncated PNG', () => {
    const png = pngWith(textChunk('chara', base64(v2Json)));
    const cut = refusal(() => readCardFile(png.subarray(0, png.length - 40)));
    expect(cut.reason).toBe('unreadable');
    expect(cut.message).toMatch(/damaged/);
  });

  it('a PNG with a corrupt chunk, or none with a card', () => {
    const png = pngWith(textChunk('chara', base64(v2Json)));
    png.writeUInt8((png.at(-30) ?? 0) ^ 0xff, png.length - 30);
    expect(refusal(() => readCardFile(png)).message).toMatch(/corrupt/);
    expect(refusal(() => readCardFile(picture)).message).toMatch(/no character card/);
  });

  it('a wrong base64', () => {
    const refused = refusal(() => readCardFile(pngWith(textChunk('chara', 'eyJuYW1lIjoi$$$'))));
    expect(refused).toMatchObject({
      reason: 'unreadable',
      message: expect.stringMatching(/base64/),
    });
    const notJson = refusal(() =>
      readCardFile(pngWith(textChunk('chara', Buffer.from('{"name": ').toString('base64')))),
    );
    expect(notJson.message).toMatch(/not valid JSON/);
  });

  it('a zip bomb, by declared size and by what it really inflates to', () => {
    const huge = new Uint8Array(20 * 1024 * 1024);
    const bomb = Buffer.from(zipSync({ 'card.json': huge }, { level: 9 }));
    expect(bomb.length).toBeLessThan(100 * 1024);
    expect(refusal(() => readCardFile(bomb)).reason).toBe('tooLarge');
    // The same zip claiming 100 bytes: inflating is stopped at the limit all the same.
    const liar = Buffer.from(bomb);
    liar.writeUInt32LE(100, 22);
    expect(refusal(() => readZipFile(liar, 'card.json', 1024 * 1024)).reason).toBe('tooLarge');
    const noCard = Buffer.from(zipSync({ 'readme.txt': strToU8('hi') }));
    expect(refusal(() => readCardFile(noCard)).message).toMatch(/no card.json/);
  });

  it('a 10,000-entry lorebook', () => {
    const entries = Array.from({ length: 10_000 }, (_, index) => ({
      keys: [`k${index}`],
      content: 'x',
      enabled: true,
      insertion_order: index,
      extensions: {},
    }));
    const card = { ...v2Json, data: { ...v2Json.data, character_book: { entries } } };
    const refused = refusal(() => readCardFile(Buffer.from(JSON.stringify(card))));
    expect(refused).toMatchObject({
      reason: 'overLimit',
      message: expect.stringMatching(/10000 entries/),
    });
  });

  it('a field over its limit, a card with no name, and what is no card', () => {
    const long = { ...v2Json, data: { ...v2Json.data, personality: 'a'.repeat(5000) } };
    expect(refusal(() => cardFromJson(long)).message).toMatch(/personality is longer/);
    expect(
      refusal(() => cardFromJson({ ...v2Json, data: { ...v2Json.data, name: '  ' } })).message,
    ).toMatch(/no name/);
    expect(refusal(() => readCardFile(Buffer.from('GIF89a'))).reason).toBe('unreadable');
    expect(refusal(() => cardFromJson({ spec: 'chara_card_v9', data: {} })).message).toMatch(
      /Unknown card version/,
    );
  });
});

describe('HTML and scripts', () => {
  it('keeps the words and drops markup, styles and scripts', () => {
    expect(
      toPlainText(
        '<p>Hello <b>there</b></p><script>alert(1)</script><style>p{color:red}</style>Bye',
      ),
    ).toBe('Hello there\nBye');
    expect(toPlainText('a &lt;script&gt;alert(1)&lt;/script&gt; b')).toBe('a  b');
    expect(toPlainText('<img src=x onerror=alert(1)>smile <3 &amp; 5 > 4')).toBe(
      'smile <3 & 5 > 4',
    );
    expect(toPlainText('[click](javascript:alert(1)) <!-- hidden -->ok')).toBe('click ok');
  });

  it('drops script carriers from fields it keeps', () => {
    const card = cardFromJson({
      ...v2Json,
      data: {
        ...v2Json.data,
        description: '<div onclick="x()">She <i>smiles</i></div><script>steal()</script>',
        extensions: {
          regex_scripts: [{ findRegex: '/a/' }],
          risuai: { customScripts: ['x'], other: 1 },
          world: 'w',
        },
      },
    });
    expect(card.description).toBe('She smiles');
    expect(card.extensions).toEqual({ risuai: { other: 1 }, world: 'w' });
  });
});

describe('writing cards', () => {
  it('a V3 PNG that also carries V2, and reads back as the same card', () => {
    const card = cardFromJson(v2Json);
    const png = cardToPng(picture, { ...card, velora: null });
    const texts = readPngTexts(png, ['chara', 'ccv3'], 10_000_000);
    expect(texts.map((text) => text.keyword).sort()).toEqual(['ccv3', 'chara']);
    const v2 = JSON.parse(
      Buffer.from(texts.find((text) => text.keyword === 'chara')?.text ?? '', 'base64').toString(),
    );
    expect(v2).toMatchObject({
      spec: 'chara_card_v2',
      data: { name: 'Mira', system_prompt: 'Write like a novelist.' },
    });
    const back = readCardFile(png).card;
    expect({ ...back, spec: 'v2' }).toEqual({ ...card, velora: null });
    expect(back.spec).toBe('v3');
  });

  it('JSON both ways', () => {
    const card = cardFromJson(v2Json);
    expect(cardFromJson(cardToV3(card, { withIcon: false }))).toEqual({ ...card, spec: 'v3' });
    expect(cardFromJson(cardToV2(card))).toEqual(card);
  });
});
