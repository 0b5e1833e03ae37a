export interface User {
  id: string;
  username: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  jobTitle: string | null;
  email: string | null;
  language: string;
  defaultStoreId: string | null;
  tokenVersion: number;
  lastSuccessfulSync: string | null;
}

export interface StorePermissions {
  storeId: string;
  permissions: string[];
}

/** The signed-in user's own preferences: they follow the user to any device. */
export interface UserPreferences {
  /** Spec 001 section 9: the simplified interface below the lg breakpoint (on by default). */
  useSimplifiedMobileUi: boolean;
}
