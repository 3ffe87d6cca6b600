import { recordSiteOpenEndpoint, reportEventsEndpoint } from '@contract/api/analytics-endpoints';
import { implement } from '../../api/endpoint-handler';
import { insertAnalyticsEvents, insertSiteOpen } from './queries';

export const analyticsRoutes = [
  implement(reportEventsEndpoint, async (input, { db, uid }) => {
    const accepted = await insertAnalyticsEvents(db, {
      events: input.events.map((event) => ({
        name: event.event,
        params: event.params,
        clientTime: event.time === undefined ? null : new Date(event.time),
      })),
      uid,
      deviceUuid: input.uuid ?? null,
      platform: input.plat ?? null,
    });
    return { accepted };
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
