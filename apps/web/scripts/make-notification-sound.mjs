// Writes public/sounds/notification.wav: a short two-note chime (E6 then A6, 0.32 s, 22.05 kHz mono
// 16-bit PCM) synthesised here, so the app ships a sound of its own and no third-party file.
// Run `node apps/web/scripts/make-notification-sound.mjs` to regenerate it.
import { Buffer } from 'node:buffer';
import { writeFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';

const RATE = 22_050;
const NOTES = [
  { hz: 1318.51, start: 0, length: 0.16 },
  { hz: 1760, start: 0.1, length: 0.22 },
];
const seconds = Math.max(...NOTES.map((note) => note.start + note.length));
const samples = new Float64Array(Math.ceil(seconds * RATE));

for (const note of NOTES) {
  const first = Math.round(note.start * RATE);
  const count = Math.round(note.length * RATE);
  for (let i = 0; i < count; i += 1) {
    const t = i / RATE;
    // A 5 ms attack avoids a click; the exponential tail sounds like a struck bell.
    const envelope = Math.min(1, t / 0.005) * Math.exp(-t * 18);
    const tone = Math.sin(2 * Math.PI * note.hz * t) + 0.3 * Math.sin(4 * Math.PI * note.hz * t);
    samples[first + i] += 0.45 * envelope * tone;
  }
}

const data = Buffer.alloc(samples.length * 2);
samples.forEach((value, index) => {
  const clipped = Math.max(-1, Math.min(1, value));
  data.writeInt16LE(Math.round(clipped * 32_767), index * 2);
});

const header = Buffer.alloc(44);
header.write('RIFF', 0, 'ascii');
header.writeUInt32LE(36 + data.length, 4);
header.write('WAVE', 8, 'ascii');
header.write('fmt ', 12, 'ascii');
header.writeUInt32LE(16, 16); // PCM chunk size
header.writeUInt16LE(1, 20); // PCM
header.writeUInt16LE(1, 22); // mono
header.writeUInt32LE(RATE, 24);
header.writeUInt32LE(RATE * 2, 28); // bytes per second
header.writeUInt16LE(2, 32); // bytes per frame
header.writeUInt16LE(16, 34); // bits per sample
header.write('data', 36, 'ascii');
header.writeUInt32LE(data.length, 40);

const target = fileURLToPath(new URL('../public/sounds/notification.wav', import.meta.url));
writeFileSync(target, Buffer.concat([header, data]));
console.log(`wrote ${target} (${String(44 + data.length)} bytes)`);
