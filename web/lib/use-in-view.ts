import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether an element is on screen, above the bottom `bottomPx` of the window (where floating
 * buttons sit). True where the browser cannot tell.
 */
export function useInView(ref: RefObject<HTMLElement | null>, bottomPx = 0): boolean {
  const [inView, setInView] = useState(true);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setInView(entry?.isIntersecting ?? true), {
      rootMargin: `0px 0px -${bottomPx}px 0px`,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, bottomPx]);
  return inView;
}
