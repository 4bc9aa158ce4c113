import type { ReactNode } from 'react';
import { SiteHeader } from './site-header';

/**
 * The frame of every screen: sticky header, the page, and a bottom region (`footer`) reserved
 * for the persistent player bar, which stays mounted across navigation.
 */
export function AppLayout({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SiteHeader />
      {/* The bottom padding keeps the end of every page clear of the assistant's round button. */}
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 pt-6 pb-24 sm:px-6 sm:pt-8 sm:pb-28">
        {children}
      </main>
      {footer && (
        <div data-region="player" className="sticky bottom-0 z-40">
          {footer}
        </div>
      )}
    </div>
  );
}
