import { afterEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for Web Audio that records which nodes a sound builds. */
function stubAudio() {
  const made: string[] = [];
  const param = () => ({
    value: 0,
    setValueAtTime: vi.fn(),
    exponentialRampToValueAtTime: vi.fn(),
    linearRampToValueAtTime: vi.fn(),
  });
  const node = (kind: string, extra: Record<string, unknown> = {}) => {
    made.push(kind);
    const self = { connect: (next: unknown) => next, start: vi.fn(), stop: vi.fn(), ...extra };
    return self;
  };
  class FakeAudioContext {
    state = 'running';
    currentTime = 0;
    sampleRate = 8000;
    destination = {};
    resume = vi.fn(async () => {});
    createOscillator = () => node('oscillator', { frequency: param() });
    createGain = () => node('gain', { gain: param() });
    createBiquadFilter = () => node('filter', { type: '', frequency: param() });
    createBufferSource = () => node('noise', { buffer: null });
    createBuffer = (_channels: number, length: number) => {
      const data = new Float32Array(length);
      return { getChannelData: () => data };
    };
  }
  vi.stubGlobal('AudioContext', FakeAudioContext);
  return made;
}

afterEach(() => vi.resetModules());

describe('new-order sounds (NOTIFICATIONS.SOUND)', () => {
  it('plays the short tone by default, as before', async () => {
    const made = stubAudio();
    const { playBeep } = await import('./notification-beep.ts');
    playBeep();
    expect(made).toEqual(['oscillator', 'gain']);
  });

  it("plays a low rumble of filtered noise for 'THUNDER'", async () => {
    const made = stubAudio();
    const { playBeep } = await import('./notification-beep.ts');
    playBeep('THUNDER');
    expect(made).toEqual(['noise', 'filter', 'gain']);
  });
});
