import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { schemaSdl } from '../src/graphql/schema';

const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../schema.graphql');

describe('schema.graphql', () => {
  it('is committed and matches the code (run `npm run cli -w server -- export-schema` after a change)', () => {
    expect(fs.existsSync(file)).toBe(true);
    expect(fs.readFileSync(file, 'utf8')).toBe(schemaSdl());
  });

  it('names the foundation calls of spec 000 section 7', () => {
    const sdl = schemaSdl();
    for (const field of [
      'authToken(',
      'refreshToken:',
      'logout:',
      'me:',
      'isCentralServer:',
      'lastSuccessfulUserSync:',
      'updateUser:',
    ]) {
      expect(sdl).toContain(field);
    }
    for (const type of [
      'InvalidCredentials',
      'NoSiteAccess',
      'AccountBlocked',
      'CentralSyncRequired',
      'DatabaseError',
      'TokenExpired',
      'NotARefreshToken',
      'NoRefreshTokenProvided',
      'InvalidToken',
      'InternalError',
      'ConnectionError',
      'MissingCredentials',
    ]) {
      expect(sdl).toContain(`type ${type} implements`);
    }
  });
});
