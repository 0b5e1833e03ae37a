import { useEffect, useState } from 'react';

/** Window resizes are read at most every 500 ms (spec 001 section 9, "Paging and tables"). */
export const RESIZE_DEBOUNCE_MS = 500;

export interface WindowSize {
  width: number;
  height: number;
}

function readSize(): WindowSize {
  return { width: window.innerWidth, height: window.innerHeight };
}

export function useWindowSize(): WindowSize {
  const [size, setSize] = useState(readSize);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setSize(readSize()), RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, []);
  return size;
}
