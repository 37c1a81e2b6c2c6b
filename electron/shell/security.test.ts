// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import {
  APP_ENTRY_URL,
  contentSecurityPolicy,
  isTrustedSender,
  navigationAllowed,
  permissionGranted,
  resolveAppAsset,
  SECURE_WEB_PREFERENCES,
} from './security.ts';
import { tempDir } from '../../test/shared-data.ts';

describe('window security policy', () => {
  it('runs the renderer isolated and sandboxed, without Node', () => {
    expect(SECURE_WEB_PREFERENCES).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webviewTag: false,
    });
  });

  it('allows scripts from our origin only, never eval or inline scripts, and no plugins or framing', () => {
    const csp = contentSecurityPolicy();
    expect(csp).toContain("default-src 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
  });

  it('names no remote origin in any directive, card images included (the header and the page both)', () => {
    const page = readFileSync(resolve(import.meta.dirname, '../../renderer/index.html'), 'utf8');
    const meta = /http-equiv="Content-Security-Policy"\s+content="([^"]+)"/.exec(page)?.[1];
    expect(meta).toBeDefined();
    for (const csp of [contentSecurityPolicy(), meta!]) {
      const directives = csp.split(';').map((d) => d.trim().split(/\s+/));
      expect(directives.find(([name]) => name === 'img-src')).toEqual(['img-src', "'self'", 'data:']);
      for (const [name, ...sources] of directives)
        for (const source of sources) expect(source, `${name} ${source}`).toMatch(/^('[a-z-]+'|data:)$/);
    }
  });

  it('answers IPC only for frames showing our own page', () => {
    expect(isTrustedSender(APP_ENTRY_URL)).toBe(true);
    expect(isTrustedSender('decklab://app/assets/index.js')).toBe(true);
    for (const url of [
      'https://example.com/',
      'file:///home/u/evil.html',
      'decklab://evil/index.html',
      'decklab-app://app/',
      'about:blank',
      '',
      undefined,
    ]) {
      expect(isTrustedSender(url), String(url)).toBe(false);
    }
  });

  it('refuses navigation away from our page and every permission but a clipboard write from it', () => {
    expect(navigationAllowed(APP_ENTRY_URL)).toBe(true);
    expect(navigationAllowed('https://scryfall.com/')).toBe(false);
    expect(navigationAllowed('file:///etc/passwd')).toBe(false);
    for (const permission of ['media', 'geolocation', 'notifications', 'openExternal', 'clipboard-read']) {
      expect(permissionGranted(permission, APP_ENTRY_URL), permission).toBe(false);
    }
    expect(permissionGranted('clipboard-sanitized-write', APP_ENTRY_URL)).toBe(true);
    expect(permissionGranted('clipboard-sanitized-write', 'https://example.com/')).toBe(false);
  });

  it('serves files under the renderer folder and nothing outside it', () => {
    const tmp = tempDir();
    try {
      const root = join(tmp.dir, 'dist');
      mkdirSync(join(root, 'assets'), { recursive: true });
      writeFileSync(join(root, 'index.html'), '<!doctype html>');
      writeFileSync(join(tmp.dir, 'secret.txt'), 'secret');
      expect(resolveAppAsset(root, APP_ENTRY_URL)).toBe(join(root, 'index.html'));
      expect(resolveAppAsset(root, 'decklab://app/')).toBe(join(root, 'index.html'));
      expect(resolveAppAsset(root, 'decklab://app/assets/index-abc.js')).toBe(join(root, 'assets', 'index-abc.js'));
      // URL parsing folds plain ../ inside our root; encoded separators must not escape it either.
      for (const url of [
        'decklab://app/../secret.txt',
        'decklab://app/%2e%2e/secret.txt',
        'decklab://app/assets/%2e%2e%2f%2e%2e%2fsecret.txt',
        'decklab://app/..%5csecret.txt',
      ]) {
        const file = resolveAppAsset(root, url);
        expect(file === undefined || file.startsWith(root + '/'), `${url} → ${file}`).toBe(true);
      }
      expect(resolveAppAsset(root, 'decklab://app/assets/%2e%2e%2f%2e%2e%2fsecret.txt')).toBeUndefined();
      expect(resolveAppAsset(root, 'decklab://other/index.html')).toBeUndefined();
      expect(resolveAppAsset(root, 'https://app/index.html')).toBeUndefined();
    } finally {
      tmp.cleanup();
    }
  });
});
