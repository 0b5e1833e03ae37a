import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeAndDirectionProvider } from '../app/theme/ThemeAndDirectionProvider';
import {
  DEFAULT_GROUP_BY_ITEM,
  GROUP_BY_ITEM_KEY,
  isSimplifiedMobileUi,
  useGroupByItem,
  useSimplifiedMobileUi,
} from './preferences';
import { stubWindowWidth } from '../test/media';

describe('group by item (spec 001 section 4)', () => {
  it('is off by default for every document type but stocktakes', () => {
    expect(DEFAULT_GROUP_BY_ITEM).toEqual({
      outboundShipment: false,
      inboundShipment: false,
      supplierReturn: false,
      customerReturn: false,
      stocktake: true,
    });
  });

  it('remembers the choice per document type under /preference/', () => {
    const { result } = renderHook(() => ({
      outbound: useGroupByItem('outboundShipment'),
      stocktake: useGroupByItem('stocktake'),
    }));
    expect(result.current.outbound[0]).toBe(false);
    expect(result.current.stocktake[0]).toBe(true);
    act(() => result.current.outbound[1](true));
    expect(result.current.outbound[0]).toBe(true);
    expect(JSON.parse(localStorage.getItem(GROUP_BY_ITEM_KEY) ?? '{}')).toEqual({
      outboundShipment: true,
    });
  });
});

describe('simplified mobile interface (spec 001 section 9)', () => {
  it.each<[boolean, boolean | undefined, boolean | undefined, boolean]>([
    [true, undefined, undefined, true],
    [true, true, true, true],
    [true, false, true, false],
    [true, true, false, false],
    [false, true, true, false],
  ])('below lg %s, preference %s, packToOne %s: %s', (belowLg, preference, packToOne, on) => {
    expect(isSimplifiedMobileUi(belowLg, { useSimplifiedMobileUi: preference, packToOne })).toBe(
      on,
    );
  });

  let restoreWidth: (() => void) | undefined;
  afterEach(() => restoreWidth?.());

  it.each([
    [1440, true],
    [1441, false],
  ])('follows the lg breakpoint (1441 px): %d px wide gives %s', (width, on) => {
    restoreWidth = stubWindowWidth(width);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <ThemeAndDirectionProvider withCssBaseline={false}>{children}</ThemeAndDirectionProvider>
    );
    const { result } = renderHook(() => useSimplifiedMobileUi(), { wrapper });
    expect(result.current).toBe(on);
  });
});
