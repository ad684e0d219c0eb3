// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { createCloudStore, createKeychainStore } from './cloud-storage';

beforeEach(() => localStorage.clear());

describe("the host page's stores", () => {
  it('keeps SecureStorage apart from CloudStorage, per Telegram user', () => {
    let user = 1;
    const cloud = createCloudStore(() => user);
    const keychain = createKeychainStore(() => user);
    cloud.set('language', '"fa"');
    keychain.set('user', 'secret');
    expect(cloud.keys()).toEqual(['language']);
    expect(keychain.keys()).toEqual(['user']);
    expect(localStorage.getItem('tg-secure:1:user')).toBe('secret');
    user = 2;
    expect(keychain.get('user')).toBeNull();
  });

  it("clears one user's SecureStorage only", () => {
    let user = 1;
    const cloud = createCloudStore(() => user);
    const keychain = createKeychainStore(() => user);
    cloud.set('language', '"fa"');
    keychain.set('user', 'one');
    user = 2;
    keychain.set('user', 'two');
    keychain.clear();
    user = 1;
    expect(keychain.get('user')).toBe('one');
    expect(cloud.get('language')).toBe('"fa"');
  });
});
