import {
  analyseGeoEndpoint,
  locationEndpoint,
  updateGeomEndpoint,
} from '@contract/api/user-endpoints';
import { eq } from 'drizzle-orm';
import { implement, signedInUid } from '../../api/endpoint-handler';
import { loadUser } from '../../api/load-user';
import { users } from '../../db/schema/users';

// The country comes from the proxy's header (COUNTRY_HEADER, default cf-ipcountry), never from
// the client, so it cannot be spoofed past the proxy; the city is whatever the user tells us.
export const locationRoutes = [
  implement(analyseGeoEndpoint, async (_input, { country }) => ({
    countryCode: country,
    city: null,
  })),
  implement(locationEndpoint, async (_input, context) => {
    const user = await loadUser(context.db, signedInUid(context));
    return { countryCode: user.countryCode, city: user.city };
  }),
  implement(updateGeomEndpoint, async ({ city }, context) => {
    const uid = signedInUid(context);
    const user = await loadUser(context.db, uid);
    const location = {
      countryCode: context.country ?? user.countryCode,
      city: city === undefined ? user.city : city || null,
    };
    await context.db.update(users).set(location).where(eq(users.id, uid));
    return location;
  }),
];
