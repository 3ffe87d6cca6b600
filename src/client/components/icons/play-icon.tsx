/** A play triangle in a rounded frame: a video. A file of its own, out of the first load's icons. */
export function PlayIcon() {
  return (
    <svg
      aria-hidden="true"
      width={24}
      height={24}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
    >
      <rect x="3" y="4" width="18" height="16" rx="4" />
      <path d="M10 9l5 3-5 3z" fill="currentColor" />
    </svg>
  );
}
