// The one password policy: every place that sets a password (create-user, and later the
// user screens and sync) asks it. Demo users are seeded with 'pass' directly, on purpose.
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '@dawa/domain';

export type PasswordProblem =
  | 'PasswordTooShort'
  | 'PasswordTooLong'
  | 'PasswordHasNulByte'
  | 'PasswordIsUsername'
  | 'PasswordTooCommon';

/** Passwords people choose first; a guesser tries these first too. Compared ignoring case. */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '00000000',
  '11111111',
  '12121212',
  '12341234',
  '12344321',
  '123456789',
  '1234567890',
  '12345678',
  '123123123',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  '87654321',
  '88888888',
  '987654321',
  'aa123456',
  'abc12345',
  'abcd1234',
  'abcdefgh',
  'admin123',
  'admin1234',
  'administrator',
  'azerty123',
  'azertyuiop',
  'baseball',
  'changeme',
  'computer',
  'dawa1234',
  'dragon123',
  'football',
  'freedom1',
  'iloveyou',
  'letmein1',
  'letmein123',
  'login123',
  'master123',
  'motdepasse',
  'passw0rd',
  'password',
  'password1',
  'password12',
  'password123',
  'password1234',
  'pharmacy',
  'pharmacie',
  'princess',
  'q1w2e3r4',
  'qwerty12',
  'qwerty123',
  'qwertyui',
  'qwertyuiop',
  'sunshine',
  'superman',
  'trustno1',
  'welcome1',
  'welcome123',
  'zaq12wsx',
]);

/** Why `password` may not be given to `username`, or null when it may. */
export function passwordProblem(username: string, password: string): PasswordProblem | null {
  if (password.includes('\u0000')) return 'PasswordHasNulByte';
  // Counted in characters as the user sees them, not UTF-16 units.
  const length = [...password.normalize('NFC')].length;
  if (length < MIN_PASSWORD_LENGTH) return 'PasswordTooShort';
  if (password.length > MAX_PASSWORD_LENGTH) return 'PasswordTooLong';
  const folded = password.trim().toLowerCase();
  if (folded === username.trim().toLowerCase()) return 'PasswordIsUsername';
  // 'aaaaaaaa' and 'abababab' are as guessable as any word in the list.
  if (COMMON_PASSWORDS.has(folded) || new Set(folded).size < 3) return 'PasswordTooCommon';
  return null;
}
