/**
 * The learner's system before they choose: the guess from the browser, and
 * the <head> script that applies a saved choice or that guess before the
 * first paint (src/lib/systems.ts), run here against pretend browsers.
 */
import assert from 'node:assert/strict';
import vm from 'node:vm';
import {describe, it} from 'node:test';
import {CHOOSE_SYSTEM_SCRIPT, GUESS_ATTRIBUTE, SYSTEM_ATTRIBUTE, SYSTEM_STORAGE_KEY, guessSystem} from '../../src/lib/systems';

const BROWSERS = {
  windows: {platform: 'Win32', userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36'},
  mac: {platform: 'MacIntel', userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Safari/605.1.15'},
  linux: {platform: 'Linux x86_64', userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:145.0) Gecko/20100101 Firefox/145.0'},
  android: {platform: 'Linux armv81', userAgent: 'Mozilla/5.0 (Linux; Android 15; Pixel 9) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Mobile Safari/537.36'},
  iphone: {platform: 'iPhone', userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 26_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/26.0 Mobile/15E148 Safari/604.1'},
  unknown: {platform: '', userAgent: ''},
};

/** Runs the <head> script in a pretend page and returns the attributes it set on <html>. */
function runHeadScript(browser: {platform: string; userAgent: string}, saved?: string, storageThrows = false): Record<string, string> {
  const attributes: Record<string, string> = {};
  const context = {
    document: {documentElement: {setAttribute: (name: string, value: string) => void (attributes[name] = value)}},
    navigator: browser,
    localStorage: {
      getItem: (key: string) => {
        if (storageThrows) throw new Error('SecurityError');
        return key === SYSTEM_STORAGE_KEY ? (saved ?? null) : null;
      },
    },
  };
  vm.runInNewContext(CHOOSE_SYSTEM_SCRIPT, context);
  return attributes;
}

describe('the system choice', () => {
  it('guesses the desktop systems, and makes no guess for a phone', () => {
    assert.equal(guessSystem(BROWSERS.windows.platform, BROWSERS.windows.userAgent), 'windows');
    assert.equal(guessSystem(BROWSERS.mac.platform, BROWSERS.mac.userAgent), 'mac');
    assert.equal(guessSystem(BROWSERS.linux.platform, BROWSERS.linux.userAgent), 'linux');
    assert.equal(guessSystem(BROWSERS.android.platform, BROWSERS.android.userAgent), undefined);
    assert.equal(guessSystem(BROWSERS.iphone.platform, BROWSERS.iphone.userAgent), undefined);
  });

  it('the head script shows its guess, and says it guessed', () => {
    for (const [name, browser] of Object.entries(BROWSERS)) {
      const guess = guessSystem(browser.platform, browser.userAgent);
      assert.deepEqual(
        runHeadScript(browser),
        {[GUESS_ATTRIBUTE]: guess ? 'browser' : 'default', [SYSTEM_ATTRIBUTE]: guess ?? 'windows'},
        `for ${name}`,
      );
    }
  });

  it('the head script shows a saved choice without calling it a guess', () => {
    assert.deepEqual(runHeadScript(BROWSERS.windows, 'mac'), {[SYSTEM_ATTRIBUTE]: 'mac'});
    assert.deepEqual(runHeadScript(BROWSERS.mac, 'linux'), {[SYSTEM_ATTRIBUTE]: 'linux'});
  });

  it('the head script ignores a saved value it does not know, and a browser that refuses storage', () => {
    assert.deepEqual(runHeadScript(BROWSERS.mac, 'amiga'), {[GUESS_ATTRIBUTE]: 'browser', [SYSTEM_ATTRIBUTE]: 'mac'});
    assert.deepEqual(runHeadScript(BROWSERS.linux, undefined, true), {[GUESS_ATTRIBUTE]: 'browser', [SYSTEM_ATTRIBUTE]: 'linux'});
  });
});
