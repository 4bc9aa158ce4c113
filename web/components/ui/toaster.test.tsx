import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION } from '../../../common/constants';
import { findToast, visibleToastTitles } from '../../test/toasts';
import { Toaster } from './toaster';
import { dismissToast, toast } from './use-toast';

afterEach(() => {
  act(() => dismissToast());
  vi.useRealTimers();
});

describe('notifications', () => {
  it('shows one toast at a time: a newer one replaces the older', async () => {
    render(<Toaster />);
    act(() => void toast({ title: 'First' }));
    await findToast('First');
    act(() => void toast({ title: 'Second', description: 'details' }));
    await findToast('Second');
    expect(visibleToastTitles()).toEqual(['Second']);
  });

  it('closes from its close button', async () => {
    const user = userEvent.setup();
    render(<Toaster />);
    act(() => void toast({ title: 'Saved' }));
    const el = await findToast('Saved');
    await user.click(el.querySelector('button[aria-label="Close"]') as HTMLElement);
    expect(visibleToastTitles()).toEqual([]);
  });

  it('closes by itself after the default duration', async () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => void toast({ title: 'Heads up' }));
    expect(visibleToastTitles()).toEqual(['Heads up']);
    act(() => vi.advanceTimersByTime(TOAST_DURATION - 100));
    expect(visibleToastTitles()).toEqual(['Heads up']);
    act(() => vi.advanceTimersByTime(200));
    expect(visibleToastTitles()).toEqual([]);
  });

  it('answers the F8 hotkey by focusing the notifications', async () => {
    render(<Toaster />);
    act(() => void toast({ title: 'Focus me' }));
    await findToast('Focus me');
    fireEvent.keyDown(document, { key: 'F8', code: 'F8' });
    expect(screen.getByRole('region', { name: 'Notifications (F8)' }).contains(document.activeElement)).toBe(true);
  });
});
