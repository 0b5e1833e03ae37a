/** The client version the app shows (spec 001 section 9, "Layout and misc"). */
export const CLIENT_VERSION = '2.9.07';

// Settings the server injects into index.html (<script id="dawa-config">); dev falls back to 60/30.
export interface AppConfig {
  sessionMinutes: number;
  inactivityMinutes: number;
  isCentralServer: boolean;
}

export const DEFAULT_CONFIG: AppConfig = {
  sessionMinutes: 60,
  inactivityMinutes: 30,
  isCentralServer: false,
};

function positive(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : fallback;
}

export function parseAppConfig(text: string | null | undefined): AppConfig {
  if (!text) return DEFAULT_CONFIG;
  try {
    const raw = JSON.parse(text) as Record<string, unknown>;
    return {
      sessionMinutes: positive(raw.sessionMinutes, DEFAULT_CONFIG.sessionMinutes),
      inactivityMinutes: positive(raw.inactivityMinutes, DEFAULT_CONFIG.inactivityMinutes),
      isCentralServer: raw.isCentralServer === true,
    };
  } catch {
    return DEFAULT_CONFIG;
  }
}

let cached: AppConfig | undefined;

export function getAppConfig(): AppConfig {
  cached ??= parseAppConfig(
    typeof document === 'undefined' ? null : document.getElementById('dawa-config')?.textContent,
  );
  return cached;
}
