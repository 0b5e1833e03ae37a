// stylis ships without type declarations; this covers the one export the emotion cache uses.
declare module 'stylis' {
  export type Middleware = (
    element: unknown,
    index: number,
    children: unknown[],
    callback: Middleware,
  ) => string | void;
  export const prefixer: Middleware;
}
