import createCache, { type EmotionCache } from '@emotion/cache';
import { prefixer } from 'stylis';
import rtlPlugin from 'stylis-plugin-rtl';

// One cache per direction: the right-to-left one flips MUI's physical CSS (left/right, margins).
const caches: Partial<Record<'ltr' | 'rtl', EmotionCache>> = {};

export function getEmotionCache(direction: 'ltr' | 'rtl'): EmotionCache {
  const cached = caches[direction];
  if (cached) return cached;
  const cache =
    direction === 'rtl'
      ? createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] })
      : createCache({ key: 'mui', prepend: true });
  caches[direction] = cache;
  return cache;
}
