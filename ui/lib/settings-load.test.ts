// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { setTransport } from './api';
import { loadSettings, settings, settingsStatus, withDefaults } from './settings';

/** Answers each settings read when the test says so, in the order the test chooses. */
function heldAnswers() {
  const held: Array<(body: object) => void> = [];
  setTransport(
    () =>
      new Promise<Response>((resolve) => {
        held.push((body) => resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })));
      }),
  );
  return held;
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('loadSettings', () => {
  afterEach(() => {
    setTransport((url, init) => fetch(url, init));
    settings.value = withDefaults(undefined);
  });

  it('drops a read answered after the settings were saved meanwhile', async () => {
    const held = heldAnswers();
    const loading = loadSettings();
    await settle();
    // An admin's save answers first with the newer text.
    settings.value = withDefaults({ heroTitle: 'Saved after the read' });
    held[0]!({ heroTitle: 'Read before the save' });
    await loading;
    expect(settings.value.heroTitle).toBe('Saved after the read');
    expect(settingsStatus.value).toBe('loaded');
  });

  it('keeps the answer of the latest read when two cross', async () => {
    const held = heldAnswers();
    const first = loadSettings();
    const second = loadSettings();
    await settle();
    held[1]!({ heroTitle: 'Second' });
    await second;
    held[0]!({ heroTitle: 'First' });
    await first;
    expect(settings.value.heroTitle).toBe('Second');
  });

  it('applies an answer when nothing happened meanwhile', async () => {
    const held = heldAnswers();
    const loading = loadSettings();
    await settle();
    held[0]!({ heroTitle: 'From the server' });
    await loading;
    expect(settings.value.heroTitle).toBe('From the server');
  });
});
