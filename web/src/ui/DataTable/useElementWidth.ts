import { useEffect, useState } from 'react';

/**
 * The element's width in whole pixels, followed as it changes; 0 until known (jsdom has no
 * layout, and neither does a table before its first paint).
 */
export function useElementWidth(element: HTMLElement | null): number {
  const [width, setWidth] = useState(0);
  useEffect(() => {
    if (!element) return undefined;
    setWidth(Math.floor(element.clientWidth));
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver((entries) => {
      const box = entries[0]?.contentRect;
      if (box) setWidth(Math.floor(box.width));
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [element]);
  return width;
}
