import { Link, useLocation } from 'wouter';
import { cn } from '../../lib/utils';
import { isNavActive, NAV_ITEMS } from './nav-items';

/** The header's links; `layout` picks the inline (desktop) or stacked (side menu) look. */
export function NavLinks({ layout, onNavigate }: { layout: 'inline' | 'stacked'; onNavigate?: () => void }) {
  const [path] = useLocation();
  return (
    <ul className={cn(layout === 'inline' ? 'flex items-center gap-0.5' : 'flex flex-col gap-1')}>
      {NAV_ITEMS.map(({ href, label, icon: Icon }) => {
        const active = isNavActive(href, path);
        return (
          <li key={href}>
            <Link
              href={href}
              aria-current={active ? 'page' : undefined}
              onClick={onNavigate}
              className={cn(
                'flex items-center gap-2 rounded-lg font-medium whitespace-nowrap transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
                layout === 'inline' ? 'px-2 py-1.5 text-[13px] xl:px-3 xl:text-sm' : 'px-3 py-2.5 text-sm',
                active ? 'bg-brand-50 text-brand-700' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
              )}
            >
              <Icon
                aria-hidden="true"
                className={cn(
                  'size-4 shrink-0',
                  layout === 'inline' && 'hidden xl:block',
                  active ? 'text-brand-600' : 'text-slate-500',
                )}
              />
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
