/** The checksums device protocols put in their frames (Traccar's Checksum helper). */

function reflect(value: number, width: number): number {
  let result = 0;
  for (let i = 0; i < width; i++) if (value & (1 << i)) result |= 1 << (width - 1 - i);
  return result >>> 0;
}

interface Crc16 {
  poly: number;
  init: number;
  refIn: boolean;
  refOut: boolean;
  xorOut: number;
}

function table16(poly: number): Uint16Array {
  const table = new Uint16Array(256);
  for (let i = 0; i < 256; i++) {
    let crc = i << 8;
    for (let j = 0; j < 8; j++) crc = crc & 0x8000 ? (crc << 1) ^ poly : crc << 1;
    table[i] = crc & 0xffff;
  }
  return table;
}

function crc16(algorithm: Crc16): (data: Uint8Array) => number {
  const table = table16(algorithm.poly);
  return (data) => {
    let crc = algorithm.init;
    for (const byte of data) {
      const b = algorithm.refIn ? reflect(byte, 8) : byte;
      crc = ((crc << 8) ^ table[((crc >>> 8) ^ b) & 0xff]!) & 0xffff;
    }
    if (algorithm.refOut) crc = reflect(crc, 16);
    return (crc ^ algorithm.xorOut) & 0xffff;
  };
}

/** CRC-16/X-25 (GT06). */
export const crc16X25 = crc16({
  poly: 0x1021,
  init: 0xffff,
  refIn: true,
  refOut: true,
  xorOut: 0xffff,
});
/** CRC-16/IBM, also called ARC (Teltonika). */
export const crc16Ibm = crc16({ poly: 0x8005, init: 0, refIn: true, refOut: true, xorOut: 0 });
/** CRC-16/CCITT-FALSE. */
export const crc16CcittFalse = crc16({
  poly: 0x1021,
  init: 0xffff,
  refIn: false,
  refOut: false,
  xorOut: 0,
});

/** XOR of all bytes. */
export function xor(data: Uint8Array): number {
  let result = 0;
  for (const byte of data) result ^= byte;
  return result;
}

/** Sum of all bytes, modulo 256. */
export function sum8(data: Uint8Array): number {
  let result = 0;
  for (const byte of data) result = (result + byte) & 0xff;
  return result;
}
