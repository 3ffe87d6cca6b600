import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { OPEN_CODE, recordOpens } from '../../src/client/lib/analytics/open-events';
import { reportEvents } from '../../src/client/lib/analytics/report-events';
import { trackEvent } from '../../src/client/lib/analytics/track-event';

/** vi.waitFor gives up after 1 s unless told; a busy machine can take longer. */
const WAIT = { timeout: 15_000 };

vi.mock('../../src/client/lib/analytics/report-events', () => ({ reportEvents: vi.fn() }));
vi.mock('../../src/client/lib/analytics/track-event', () => ({ trackEvent: vi.fn() }));
const report = vi.mocked(reportEvents);
const track = vi.mocked(trackEvent);

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

beforeEach(() => {
  report.mockReset();
  track.mockReset();
  window.localStorage.clear();
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
let stop = () => {};
afterEach(() => {
  stop();
  vi.restoreAllMocks();
});

/** The online-time events sent in each report call. */
function onlineTimeReports() {
  return report.mock.calls.map(([events]) => events.map((event) => event.params));
}

describe('open events and online time', () => {
  it('records the cold start with where the start link says the visitor came from', () => {
    stop = recordOpens(
      { l: 'link-7', bp: 'push-3', from: 'bot', ch: 'ads', alert: 'hi' },
      { entry: '/landing/role1', channel: 'page-channel', now: () => 0 },
    );
    expect(track).toHaveBeenCalledWith('open', {
      code: OPEN_CODE.coldStart,
      l: 'link-7',
      bp: 'push-3',
      from: 'bot',
      ch: 'ads',
      entry: '/landing/role1',
    });
    stop();
    stop = recordOpens({}, { channel: 'tiktok', now: () => 0 });
    expect(track).toHaveBeenLastCalledWith('open', { code: OPEN_CODE.coldStart, ch: 'tiktok' });
  });

  it('sends the visible time on hiding, keeps it when sending fails, and sends it on return', async () => {
    let now = 1_000_000;
    stop = recordOpens({}, { now: () => now });
    report.mockRejectedValueOnce(new Error('offline'));
    now += 42_000;
    setVisibility('hidden');
    await vi.waitFor(() => expect(report).toHaveBeenCalledTimes(1), WAIT);
    expect(track).toHaveBeenCalledWith('open', { code: OPEN_CODE.background });
    expect(onlineTimeReports()[0]).toEqual([
      { onlineTime: 42, startTime: 1_000_000, endTime: 1_042_000 },
    ]);

    report.mockResolvedValue({ accepted: 1, dropped: [] });
    now += 5_000;
    setVisibility('visible');
    expect(track).toHaveBeenCalledWith('open', { code: OPEN_CODE.foreground });
    await vi.waitFor(() => expect(report).toHaveBeenCalledTimes(2), WAIT);
    expect(onlineTimeReports()[1]).toEqual([
      { onlineTime: 42, startTime: 1_000_000, endTime: 1_042_000 },
    ]);
    await vi.waitFor(
      () => expect(window.localStorage.getItem('pendingOnlineTime')).toBeNull(),
      WAIT,
    );

    // The next visible stretch starts at the return, not at the first open.
    now += 10_000;
    setVisibility('hidden');
    await vi.waitFor(() => expect(report).toHaveBeenCalledTimes(3), WAIT);
    expect(onlineTimeReports()[2]).toEqual([
      { onlineTime: 10, startTime: 1_047_000, endTime: 1_057_000 },
    ]);
  });
});
