export interface ThrowawayPostgres {
  url: string;
  stop(): void;
}
export function startPostgres(options?: { port?: number }): ThrowawayPostgres;
