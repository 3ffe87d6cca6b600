// The relay between server copies, on one in-process bus shared by two relays as two copies
// would share PostgreSQL or Redis (the two-process test is server-copies.test.ts).
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { followReply } from '../../src/server/features/chat/follow-reply';
import { GenerationHub } from '../../src/server/features/chat/generation-hub';
import { BLURRED_PHOTOS_VIEW } from '../../src/server/features/chat/message-views';
import { createLocalReplyBus, type RelayedEvent } from '../../src/server/features/chat/reply-bus';
import { ReplyRelay } from '../../src/server/features/chat/reply-relay';

function twoCopies() {
  const bus = createLocalReplyBus();
  const writerHub = new GenerationHub();
  const writer = new ReplyRelay(bus, writerHub);
  const reader = new ReplyRelay(bus, new GenerationHub());
  return { writerHub, writer, reader };
}

/** Lets the bus deliver what was published. */
const delivered = () => sleep(0);

describe('the reply relay', () => {
  it('answers a follower with the text so far, then passes every later event until the end', async () => {
    const { writerHub, reader } = twoCopies();
    writerHub.open('7');
    writerHub.emit('7', { type: 'queue', data: { position: 2 } });
    writerHub.emit('7', { type: 'chunk', data: { text: 'Hel' } });
    writerHub.emit('7', { type: 'chunk', data: { text: 'lo' } });
    const got: RelayedEvent[] = [];
    reader.follow('7', (event) => got.push(event));
    await delivered();
    expect(got).toEqual([{ type: 'chunk', at: 0, text: 'Hello' }]);
    writerHub.emit('7', { type: 'chunk', data: { text: ' there' } });
    writerHub.emit('7', { type: 'error', data: { code: 2012, msg: 'failed' } });
    await delivered();
    expect(got.slice(1)).toEqual([
      { type: 'chunk', at: 5, text: ' there' },
      { type: 'error', data: { code: 2012, msg: 'failed' } },
    ]);
  });

  it('tells a follower its place in the queue and carries done without the message', async () => {
    const { writerHub, reader } = twoCopies();
    writerHub.open('8');
    writerHub.emit('8', { type: 'queue', data: { position: 3 } });
    const got: RelayedEvent[] = [];
    reader.follow('8', (event) => got.push(event));
    await delivered();
    writerHub.emit('8', { type: 'queue', data: { position: 1 } });
    writerHub.emit('8', { type: 'chunk', data: { text: 'Hi' } });
    const message = { id: '8' } as never;
    writerHub.emit('8', { type: 'done', data: { message } });
    await delivered();
    expect(got).toEqual([
      { type: 'queue', position: 3 },
      { type: 'chunk', at: 0, text: '' },
      { type: 'queue', position: 1 },
      { type: 'chunk', at: 0, text: 'Hi' },
      { type: 'done' },
    ]);
  });

  it('asked again, answers again from the start without passing later events twice', async () => {
    const { writerHub, reader } = twoCopies();
    writerHub.open('9');
    writerHub.emit('9', { type: 'chunk', data: { text: 'ab' } });
    const got: RelayedEvent[] = [];
    reader.follow('9', (event) => got.push(event));
    await delivered();
    reader.ask('9');
    await delivered();
    writerHub.emit('9', { type: 'chunk', data: { text: 'c' } });
    await delivered();
    expect(got).toEqual([
      { type: 'chunk', at: 0, text: 'ab' },
      { type: 'chunk', at: 0, text: 'ab' },
      { type: 'chunk', at: 2, text: 'c' },
    ]);
  });

  it('splits long text into pieces that fit a notification, never inside a character', async () => {
    const { writerHub, reader } = twoCopies();
    writerHub.open('10');
    // A character outside the basic plane straddles the 1000-character mark.
    const text = `${'a'.repeat(999)}😀${'b'.repeat(1500)}`;
    writerHub.emit('10', { type: 'chunk', data: { text } });
    const got: RelayedEvent[] = [];
    reader.follow('10', (event) => got.push(event));
    await delivered();
    const pieces = got.filter((event) => event.type === 'chunk');
    expect(pieces.length).toBeGreaterThan(2);
    let at = 0;
    for (const piece of pieces) {
      expect(piece.at).toBe(at);
      expect(piece.text.length).toBeLessThanOrEqual(1000);
      expect(Buffer.byteLength(JSON.stringify(piece))).toBeLessThan(8000);
      expect(piece.text).toBe(piece.text.toWellFormed());
      at += piece.text.length;
    }
    expect(pieces.map((piece) => piece.text).join('')).toBe(text);
  });

  it('a copy that is not writing the reply does not answer', async () => {
    const { reader } = twoCopies();
    const got: RelayedEvent[] = [];
    const stop = reader.follow('11', (event) => got.push(event));
    await delivered();
    stop();
    expect(got).toEqual([]);
  });

  it('does not count a caller who left before following started as reading the reply', async () => {
    // The send answers `accepted` first and follows after; a reader gone in between is no reader,
    // so the bot's "reply is ready" notice still goes out.
    const { writerHub, writer } = twoCopies();
    writerHub.open('9');
    const left = new AbortController();
    left.abort();
    const sent: unknown[] = [];
    const chat = { hub: writerHub, relay: writer };
    const noDatabase = {} as Database;
    const follow = async (event: unknown) => {
      sent.push(event);
    };
    await followReply(noDatabase, chat, 9, BLURRED_PHOTOS_VIEW, follow, left.signal);
    expect(writerHub.isFollowed('9')).toBe(false);
    expect(sent).toEqual([]);
  });
});
