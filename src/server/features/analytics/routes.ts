import { recordSiteOpenEndpoint, reportEventsEndpoint } from '@contract/api/analytics-endpoints';
import { implement } from '../../api/endpoint-handler';
import { forwardToCollectors } from './outside-collectors';
import { insertAnalyticsEvents, insertSiteOpen, type StoredEvent } from './queries';

export const analyticsRoutes = [
  implement(reportEventsEndpoint, async (input, { db, uid, env, log, country }) => {
    const kept: StoredEvent[] = [];
    const dropped: Array<{ index: number; reason: string }> = [];
    input.events.forEach((checked, index) => {
      if (!checked.isValid) {
        dropped.push({ index, reason: checked.reason });
        return;
      }
      const { event, params, time } = checked.event;
      kept.push({ name: event, params, clientTime: time === undefined ? null : new Date(time) });
    });
    const accepted = await insertAnalyticsEvents(db, {
      events: kept,
      uid,
      deviceUuid: input.uuid ?? null,
      platform: input.plat ?? null,
    });
    forwardToCollectors(env, log, kept, {
      uid,
      deviceUuid: input.uuid ?? null,
      platform: input.plat ?? null,
      channel: input.ch ?? null,
      country,
    });
    return { accepted, dropped };
  }),
  implement(recordSiteOpenEndpoint, async (input, { db, uid, country }) => {
    const id = await insertSiteOpen(db, {
      d: input.d ?? null,
      uid,
      deviceUuid: input.uuid ?? null,
      channel: input.ch ?? null,
      platform: input.plat ?? null,
      publisher: input.publisher ?? null,
      country,
    });
    return { id };
  }),
];
