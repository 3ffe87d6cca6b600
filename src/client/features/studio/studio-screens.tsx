import type { RouteId } from '@contract/routes';
import AlbumScreen from './album/album-screen';
import GeneratePhotoScreen from './generator/generate-photo-screen';
import GenerateVideoScreen from './video/generate-video-screen';

/**
 * The studio's screens in one chunk: they open one another (a photo's video, the album), and one
 * chunk keeps the first load's list of screen files short.
 */
export default function StudioScreens({ routeId }: { routeId: RouteId }) {
  if (routeId === 'album') return <AlbumScreen />;
  if (routeId === 'ugcGenerateVideo') return <GenerateVideoScreen />;
  return <GeneratePhotoScreen />;
}
