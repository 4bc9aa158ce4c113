import { screen, waitFor } from '@testing-library/react';

/** The open toasts in the notifications region (Radix renders each as an <li>); an open modal hides the region from the accessibility tree, hence `hidden`. */
function openToasts(): HTMLElement[] {
  const region = screen.queryByRole('region', { name: /Notifications/, hidden: true });
  return region ? Array.from(region.querySelectorAll<HTMLElement>('li[data-state="open"]')) : [];
}

function titleOf(el: HTMLElement): string {
  return el.firstElementChild?.firstElementChild?.textContent ?? '';
}

/** The visible toast whose title is `title`. */
export async function findToast(title: string | RegExp): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = openToasts().find((el) => (typeof title === 'string' ? titleOf(el) === title : title.test(titleOf(el))));
    if (!found) throw new Error(`No toast titled ${String(title)}; open: ${visibleToastTitles().join(', ') || 'none'}`);
  });
  return found as HTMLElement;
}

/** Titles of the toasts now on screen. */
export function visibleToastTitles(): string[] {
  return openToasts().map(titleOf);
}
