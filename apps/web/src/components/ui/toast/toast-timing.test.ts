import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TOAST_DURATION_MS,
  resolveToastTiming,
  TOP_RIGHT_TOAST_DURATION_MS,
  toastUrgency,
} from './toast-timing';

describe('resolveToastTiming', () => {
  it('closes a default toast after 2500 ms without a timer bar', () => {
    expect(resolveToastTiming({ variant: 'default', hasAction: false })).toEqual({
      durationMs: 2500,
      showTimerBar: false,
    });
    expect(DEFAULT_TOAST_DURATION_MS).toBe(2500);
  });

  it('closes a top-right toast after 4000 ms and shows the timer bar', () => {
    expect(resolveToastTiming({ variant: 'top-right', hasAction: false })).toEqual({
      durationMs: 4000,
      showTimerBar: true,
    });
    expect(TOP_RIGHT_TOAST_DURATION_MS).toBe(4000);
  });

  it('keeps a toast that asks for a decision open until the user answers', () => {
    expect(resolveToastTiming({ variant: 'default', hasAction: true }).durationMs).toBe(Number.POSITIVE_INFINITY);
  });

  it('honours an explicit duration, including on a toast with an action', () => {
    expect(resolveToastTiming({ variant: 'default', duration: 6000, hasAction: true }).durationMs).toBe(6000);
    expect(resolveToastTiming({ variant: 'top-right', duration: 8000, hasAction: false })).toEqual({
      durationMs: 8000,
      showTimerBar: true,
    });
  });

  it('ignores nonsensical durations', () => {
    expect(resolveToastTiming({ variant: 'default', duration: 0, hasAction: false }).durationMs).toBe(2500);
    expect(resolveToastTiming({ variant: 'default', duration: -5, hasAction: false }).durationMs).toBe(2500);
    expect(resolveToastTiming({ variant: 'top-right', duration: Number.NaN, hasAction: false }).durationMs).toBe(4000);
  });
});

describe('toastUrgency', () => {
  it('interrupts for errors, warnings and questions only', () => {
    expect(toastUrgency('error')).toBe('foreground');
    expect(toastUrgency('warning')).toBe('foreground');
    expect(toastUrgency('question')).toBe('foreground');
    expect(toastUrgency('info')).toBe('background');
    expect(toastUrgency('success')).toBe('background');
  });
});
