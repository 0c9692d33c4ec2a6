/**
 * The optional new-order beep of the notifications (off by default): one short tone made with Web
 * Audio, so no sound file ships. Browsers allow audio only after a user gesture; turning the sound
 * on is one, and that click creates and resumes the context (`unlockBeep`).
 */
const FREQUENCY_HZ = 988;
const LENGTH_S = 0.25;

let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (!context && typeof globalThis.AudioContext === 'function') context = new globalThis.AudioContext();
  return context;
}

export function unlockBeep(): void {
  void audioContext()?.resume();
}

/** NOTIFICATIONS.SOUND: the short tone, or a low rumble of thunder. */
export type TNotificationSound = 'DEFAULT' | 'THUNDER';

/**
 * Plays the new-order sound: the short tone by default, or 'THUNDER'. Without an argument it is
 * the tone, as before (the configuration's Test-sound button calls it either way).
 */
export function playBeep(sound: TNotificationSound = 'DEFAULT'): void {
  const audio = audioContext();
  // Suspended until a gesture after a reload: silently skipped rather than queued for later.
  if (audio?.state !== 'running') return;
  if (sound === 'THUNDER') playThunder(audio);
  else playTone(audio);
}

function playTone(audio: AudioContext): void {
  const start = audio.currentTime;
  const oscillator = audio.createOscillator();
  const gain = audio.createGain();
  oscillator.frequency.value = FREQUENCY_HZ;
  gain.gain.setValueAtTime(0.2, start);
  gain.gain.exponentialRampToValueAtTime(0.001, start + LENGTH_S);
  oscillator.connect(gain).connect(audio.destination);
  oscillator.start(start);
  oscillator.stop(start + LENGTH_S);
}

const THUNDER_LENGTH_S = 1.6;
const THUNDER_CUTOFF_HZ = 180;

/**
 * Thunder, synthesised: a burst of white noise through a low-pass filter, swelling fast and
 * rolling off slowly, with a second, softer rumble just after — unmistakably not the tone.
 */
function playThunder(audio: AudioContext): void {
  const start = audio.currentTime;
  const frames = Math.ceil(audio.sampleRate * THUNDER_LENGTH_S);
  const buffer = audio.createBuffer(1, frames, audio.sampleRate);
  const samples = buffer.getChannelData(0);
  // Brown-ish noise: each sample leans on the last, which keeps the energy low.
  let last = 0;
  for (let i = 0; i < frames; i++) {
    last = (last + 0.02 * (Math.random() * 2 - 1)) / 1.02;
    samples[i] = last * 3.5;
  }
  const noise = audio.createBufferSource();
  noise.buffer = buffer;
  const filter = audio.createBiquadFilter();
  filter.type = 'lowpass';
  filter.frequency.value = THUNDER_CUTOFF_HZ;
  const gain = audio.createGain();
  gain.gain.setValueAtTime(0.001, start);
  gain.gain.exponentialRampToValueAtTime(0.9, start + 0.08);
  gain.gain.exponentialRampToValueAtTime(0.25, start + 0.5);
  gain.gain.linearRampToValueAtTime(0.6, start + 0.7);
  gain.gain.exponentialRampToValueAtTime(0.001, start + THUNDER_LENGTH_S);
  noise.connect(filter).connect(gain).connect(audio.destination);
  noise.start(start);
  noise.stop(start + THUNDER_LENGTH_S);
}
