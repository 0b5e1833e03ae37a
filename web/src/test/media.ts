// Window and element sizes for tests: jsdom has no layout and no media queries.

/** Media queries answer as for a window this wide (MUI's `down` queries use max-width). */
export function stubWindowWidth(width: number): () => void {
  const original = Object.getOwnPropertyDescriptor(window, 'matchMedia');
  window.matchMedia = (query: string) =>
    ({
      matches: width <= Number(/max-width:\s*([\d.]+)/.exec(query)?.[1] ?? 0),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }) as unknown as MediaQueryList;
  return () => {
    if (original) Object.defineProperty(window, 'matchMedia', original);
    else Reflect.deleteProperty(window, 'matchMedia');
  };
}
