// The interface language a person chooses is theirs: chosen on the sign-in page it is kept
// until the sign-in and then stored on the user; chosen when signed in it is stored on the
// user at once. The language stored on the user applies at sign-in only when nothing was chosen
// on this device since (issue 10: a choice was replaced at the next sign-in by the stored one).
import { gqlRequest } from '../graphql/client';
import { changeLanguage } from '../i18n/i18n';
import { isSupportedLanguage } from '../i18n/languages';
import { UpdateUserLanguageMutation } from './operations';
import { getSession } from './sessionCookie';

/** A language chosen before signing in, waiting to be stored on the user who signs in. */
export const CHOSEN_LANGUAGE_KEY = 'dawa.language-chosen';

/** Stores the language on the signed-in user; false when the server did not keep it. */
export async function saveUserLanguage(language: string): Promise<boolean> {
  try {
    const { updateUserLanguage } = await gqlRequest(UpdateUserLanguageMutation, { language });
    return updateUserLanguage.__typename === 'UserLanguageNode';
  } catch {
    return false;
  }
}

/** The person picked a language (sign-in page, shell, Settings). */
export async function chooseLanguage(language: string): Promise<void> {
  await changeLanguage(language);
  if (getSession()?.token) {
    // Stored now; if the server cannot be reached, kept for the next sign-in instead.
    if (await saveUserLanguage(language)) localStorage.removeItem(CHOSEN_LANGUAGE_KEY);
    else localStorage.setItem(CHOSEN_LANGUAGE_KEY, language);
  } else localStorage.setItem(CHOSEN_LANGUAGE_KEY, language);
}

/** At sign-in: the language chosen on this device wins and is stored on the user; otherwise
 * the user's stored language applies. */
export async function applyLanguageAtSignIn(storedOnUser: string): Promise<void> {
  const chosen = localStorage.getItem(CHOSEN_LANGUAGE_KEY);
  if (chosen !== null && isSupportedLanguage(chosen)) {
    await changeLanguage(chosen);
    if (chosen === storedOnUser || (await saveUserLanguage(chosen)))
      localStorage.removeItem(CHOSEN_LANGUAGE_KEY);
    return;
  }
  localStorage.removeItem(CHOSEN_LANGUAGE_KEY);
  if (isSupportedLanguage(storedOnUser)) await changeLanguage(storedOnUser);
}
