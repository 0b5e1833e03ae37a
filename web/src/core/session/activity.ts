// When the user last did something; background queries do not count (spec 000 section 7).
const BACKGROUND_OPERATIONS: readonly string[] = [
  'refreshToken',
  'syncInfo',
  'temperatureNotifications',
];

let lastActivity = Date.now();

export function countsAsActivity(operationName: string): boolean {
  return !BACKGROUND_OPERATIONS.includes(operationName);
}

export function recordRequestActivity(operationName: string, now = Date.now()): void {
  if (countsAsActivity(operationName)) lastActivity = now;
}

export function recordActivity(now = Date.now()): void {
  lastActivity = now;
}

export function getLastActivity(): number {
  return lastActivity;
}
