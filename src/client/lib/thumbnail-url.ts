// The thumbnail addresses live in the contract: the server writes Home's first portraits too.
export { thumbnailUrl } from '@contract/card-image';
