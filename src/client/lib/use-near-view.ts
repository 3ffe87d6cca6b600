import { type RefObject, useEffect, useState } from 'react';

/** How close to the screen an element counts as near: a short scroll away. */
const NEAR_MARGIN = '200px';

/**
 * Whether the element has come near the screen (and stays true after): a part of a page below the
 * fold loads its data then, not with the page, so the page's own calls go first.
 */
export function useNearView(ref: RefObject<Element | null>): boolean {
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: NEAR_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isNear]);
  return isNear;
}
