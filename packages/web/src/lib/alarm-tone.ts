// A short alarm tone made with Web Audio (no sound file): three rising beeps. Browsers may refuse sound
// before the user has touched the page; then it stays silent and the pop-up still shows.
const BEEPS = [
  { at: 0, hz: 880 },
  { at: 0.3, hz: 988 },
  { at: 0.6, hz: 1175 },
];
const BEEP_S = 0.22;

let context: AudioContext | undefined;

export function playAlarmTone(): void {
  try {
    context ??= new AudioContext();
    const audio = context;
    void audio.resume().catch(() => undefined);
    const start = audio.currentTime + 0.02;
    for (const beep of BEEPS) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.type = 'square';
      oscillator.frequency.value = beep.hz;
      gain.gain.setValueAtTime(0.0001, start + beep.at);
      gain.gain.exponentialRampToValueAtTime(0.2, start + beep.at + 0.02);
      gain.gain.exponentialRampToValueAtTime(0.0001, start + beep.at + BEEP_S);
      oscillator.connect(gain).connect(audio.destination);
      oscillator.start(start + beep.at);
      oscillator.stop(start + beep.at + BEEP_S);
    }
  } catch {
    // No Web Audio here: the pop-up is the alert.
  }
}
