import { Icon } from './icons';

// The icons of a character's page's actions (and of the share prompt after a chat), in a file of
// their own: only later screens use them, so the first load's icons leave them out.

/** A flag: report this to the moderators. */
export function FlagIcon() {
  return (
    <Icon>
      <path d="M4 22V4a1 1 0 0 1 1-1h11l-1.5 4L16 11H5" />
    </Icon>
  );
}

/** An arrow leaving a box: share this with someone. */
export function ShareIcon() {
  return (
    <Icon>
      <path d="M12 3v12M7 8l5-5 5 5M5 13v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6" />
    </Icon>
  );
}
