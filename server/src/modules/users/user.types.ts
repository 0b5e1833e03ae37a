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
