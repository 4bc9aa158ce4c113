import { type ReactNode, useState } from 'react';

/**
 * An image that falls back in order: each source that fails to load gives way to the next (an
 * episode's art, then its show's), and the fallback (an icon) when none loads.
 */
export function Artwork({
  sources,
  className,
  fallback,
}: {
  sources: (string | null | undefined)[];
  className?: string;
  fallback: ReactNode;
}) {
  const usable = [...new Set(sources.filter((s): s is string => Boolean(s)))];
  const [failed, setFailed] = useState(0);
  const src = usable[failed];
  if (!src) return <>{fallback}</>;
  return (
    <img key={src} src={src} alt="" loading="lazy" className={className} onError={() => setFailed((n) => n + 1)} />
  );
}
