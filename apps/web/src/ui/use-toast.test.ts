import { afterEach, describe, expect, it, vi } from 'vitest';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY, type ToastData, toast, toastReducer } from './use-toast';

const make = (id: string): ToastData => ({ id, title: `Toast ${id}`, open: true });

describe('toast reducer', () => {
  it('keeps one toast: a new one replaces the old', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state = toastReducer({ toasts: [] }, { type: 'ADD_TOAST', toast: make('1') });
    state = toastReducer(state, { type: 'ADD_TOAST', toast: make('2') });
    expect(state.toasts.map((t) => t.id)).toEqual(['2']);
  });

  it('updates, dismisses (closes) and removes a toast', () => {
    let state = toastReducer({ toasts: [] }, { type: 'ADD_TOAST', toast: make('1') });
    state = toastReducer(state, { type: 'UPDATE_TOAST', toast: { id: '1', title: 'Changed' } });
    expect(state.toasts[0].title).toBe('Changed');
    state = toastReducer(state, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(state.toasts[0].open).toBe(false);
    state = toastReducer(state, { type: 'REMOVE_TOAST', toastId: '1' });
    expect(state.toasts).toEqual([]);
  });

  it('dismisses and removes all toasts when no id is given', () => {
    let state: { toasts: ToastData[] } = { toasts: [make('1')] };
    state = toastReducer(state, { type: 'DISMISS_TOAST' });
    expect(state.toasts.every((t) => !t.open)).toBe(true);
    expect(toastReducer(state, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });
});

describe('toast()', () => {
  afterEach(() => vi.useRealTimers());

  it('removes a dismissed toast 1,000,000 ms after dismissal', async () => {
    vi.useFakeTimers();
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
    const { useToast } = await import('./use-toast');
    const { renderHook, act } = await import('@testing-library/react');
    const { result } = renderHook(() => useToast());
    let handle = { dismiss: () => {} };
    act(() => {
      handle = toast({ title: 'Saved' });
    });
    expect(result.current.toasts).toHaveLength(1);
    act(() => handle.dismiss());
    expect(result.current.toasts[0].open).toBe(false);
    act(() => vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1));
    expect(result.current.toasts).toHaveLength(1);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.toasts).toHaveLength(0);
  });
});
