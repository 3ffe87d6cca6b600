import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for one microphone stream: its track is live until stopped or ended. */
function fakeStream() {
  const track = { readyState: 'live' as 'live' | 'ended', stop: vi.fn() };
  track.stop.mockImplementation(() => {
    track.readyState = 'ended';
  });
  return {
    track,
    stream: { getAudioTracks: () => [track], getTracks: () => [track] } as unknown as MediaStream,
  };
}

let getUserMedia: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.resetModules();
  getUserMedia = vi.fn();
  vi.stubGlobal('navigator', { mediaDevices: { getUserMedia } });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

/** The module afresh: what it keeps lives for one session (one page load). */
const load = () => import('../../../src/client/features/chat/voice/microphone');

describe('the microphone for voice messages', () => {
  it('is asked for once and kept for the session inside Telegram', async () => {
    const { openMicrophone, releaseMicrophone } = await load();
    const first = fakeStream();
    getUserMedia.mockResolvedValue(first.stream);
    const a = await openMicrophone(true);
    releaseMicrophone(a, true);
    const b = await openMicrophone(true);
    expect(b).toBe(a);
    expect(getUserMedia).toHaveBeenCalledTimes(1);
    expect(first.track.stop).not.toHaveBeenCalled();
  });

  it('asks again once the kept stream has ended, or after a refusal', async () => {
    const { openMicrophone } = await load();
    getUserMedia.mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    await expect(openMicrophone(true)).rejects.toThrow('denied');
    const first = fakeStream();
    getUserMedia.mockResolvedValueOnce(first.stream);
    expect(await openMicrophone(true)).toBe(first.stream);
    first.track.readyState = 'ended';
    const second = fakeStream();
    getUserMedia.mockResolvedValueOnce(second.stream);
    expect(await openMicrophone(true)).toBe(second.stream);
    expect(getUserMedia).toHaveBeenCalledTimes(3);
  });

  it('is let go after each recording outside Telegram', async () => {
    const { openMicrophone, releaseMicrophone } = await load();
    const first = fakeStream();
    const second = fakeStream();
    getUserMedia.mockResolvedValueOnce(first.stream).mockResolvedValueOnce(second.stream);
    const a = await openMicrophone(false);
    releaseMicrophone(a, false);
    expect(first.track.stop).toHaveBeenCalledTimes(1);
    expect(await openMicrophone(false)).toBe(second.stream);
    expect(getUserMedia).toHaveBeenCalledTimes(2);
  });
});
