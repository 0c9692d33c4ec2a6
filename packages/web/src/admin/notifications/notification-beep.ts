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

export function playBeep(): void {
  const audio = audioContext();
  // Suspended until a gesture after a reload: silently skipped rather than queued for later.
  if (audio?.state !== 'running') return;
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
