/**
 * The studio's API paths. They live apart from `ENDPOINT_PATHS` because only the studio's screens
 * (a later chunk) call them: the first load does not carry their names.
 */
export const STUDIO_ENDPOINT_PATHS = {
  generatePhoto: '/v1/ugc/photo/generate',
  generateVideo: '/v1/ugc/video/generate',
  studioItem: '/v1/ugc/item/detail',
  studioGallery: '/v1/ugc/gallery',
  photoLike: '/v1/character/photograph/like-op',
  photoEdit: '/v1/character/photograph/edit',
  photoStatics: '/v1/character/photograph/statics',
  photoFavorite: '/v1/ugc/favorite',
  myStudioItems: '/v1/ugc/mine',
} as const;
