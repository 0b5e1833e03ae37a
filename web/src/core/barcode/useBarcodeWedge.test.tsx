import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderHook } from '@testing-library/react';
import { MAX_KEY_GAP_MS, SCAN_TIMEOUT_MS, useBarcodeWedge } from './useBarcodeWedge';

function press(key: string, target: EventTarget = document.body) {
  target.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
}

function type(text: string, gapMs: number, target?: EventTarget) {
  for (const key of text) {
    vi.advanceTimersByTime(gapMs);
    press(key, target);
  }
}

describe('useBarcodeWedge', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  function setup() {
    const onScan = vi.fn();
    const onTimeout = vi.fn();
    renderHook(() => useBarcodeWedge({ onScan, onTimeout }));
    return { onScan, onTimeout };
  }

  it('reads a fast burst ended by Enter as one scan', () => {
    const { onScan, onTimeout } = setup();
    type('0109506000134352', 5);
    vi.advanceTimersByTime(5);
    press('Enter');
    expect(onScan).toHaveBeenCalledWith('0109506000134352');
    vi.advanceTimersByTime(SCAN_TIMEOUT_MS);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('ignores a person typing at human speed', () => {
    const { onScan } = setup();
    type('0109506000134352', MAX_KEY_GAP_MS + 100);
    vi.advanceTimersByTime(20);
    press('Enter');
    expect(onScan).not.toHaveBeenCalled();
  });

  it('keeps only the last burst when a person typed before the scanner', () => {
    const { onScan } = setup();
    type('abc', 300);
    vi.advanceTimersByTime(300);
    type('01095060001343521710', 3);
    press('Enter');
    expect(onScan).toHaveBeenCalledWith('01095060001343521710');
  });

  it('reports a burst that never ends within 5 seconds as unreadable', () => {
    const { onScan, onTimeout } = setup();
    type('01095060', 5);
    vi.advanceTimersByTime(SCAN_TIMEOUT_MS - 100);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    expect(onScan).not.toHaveBeenCalled();
  });

  it('leaves text fields alone', () => {
    const { onScan } = setup();
    const input = document.createElement('input');
    document.body.append(input);
    type('0109506000134352', 5, input);
    press('Enter', input);
    expect(onScan).not.toHaveBeenCalled();
    input.remove();
  });
});

describe('useBarcodeWedge in text fields', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A key typed into the field as a browser does: its character goes in unless prevented. */
  function typeIn(input: HTMLInputElement, text: string, gapMs: number) {
    for (const key of text) {
      vi.advanceTimersByTime(gapMs);
      const event = new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true });
      input.dispatchEvent(event);
      if (!event.defaultPrevented && key.length === 1) input.value += key;
    }
  }

  function setup() {
    const onScan = vi.fn();
    const onTimeout = vi.fn();
    renderHook(() => useBarcodeWedge({ onScan, onTimeout, inFields: true }));
    const input = document.createElement('input');
    input.value = '7';
    document.body.append(input);
    input.focus();
    return { onScan, input };
  }

  it('reads a scan typed into a field and gives the field back what it held', () => {
    const { onScan, input } = setup();
    typeIn(input, '0109506000134352', 5);
    vi.advanceTimersByTime(5);
    press('Enter', input);
    expect(onScan).toHaveBeenCalledWith('0109506000134352');
    expect(input.value).toBe('7');
    input.remove();
  });

  it("gives back a person's quick keys that were no scan", () => {
    const { onScan, input } = setup();
    input.value = '';
    typeIn(input, '12', 30);
    expect(input.value).toBe('1');
    vi.advanceTimersByTime(MAX_KEY_GAP_MS + 30);
    expect(input.value).toBe('12');
    typeIn(input, '3', 200);
    expect(input.value).toBe('123');
    expect(onScan).not.toHaveBeenCalled();
    input.remove();
  });
});
