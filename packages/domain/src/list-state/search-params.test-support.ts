// The domain compiles without DOM or Node types, yet browsers and Node both provide
// URLSearchParams at run time; tests use it to check queries exactly as the web app sees them.
interface SearchParams extends Iterable<[string, string]> {
  toString(): string;
}

type SearchParamsInit = string | readonly (readonly [string, string])[];

const { URLSearchParams: SearchParamsClass } = globalThis as unknown as {
  URLSearchParams: new (init?: SearchParamsInit) => SearchParams;
};

export function searchParams(init?: SearchParamsInit): SearchParams {
  return new SearchParamsClass(init);
}
