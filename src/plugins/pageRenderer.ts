/**
 * React's edge renderer, loaded with a quicker text encoder (issue 16).
 *
 * React's edge build turns every piece of a page into bytes with its own `new TextEncoder()`:
 * a tag's attribute, a cell's text, thousands of calls of a few characters each for a list
 * page. On Node 20 each call crosses into C++ and costs ~0.8 µs whatever the length: 12 % of
 * the places page's CPU. Short ASCII text is written byte for byte in JavaScript here (~0.1 µs);
 * anything longer or beyond ASCII goes to the native encoder, so the bytes are always UTF-8's.
 * The encoder is a TextEncoder (a subclass) and is put in place only while React's module is
 * first evaluated, which is when React makes its encoder; every other user keeps the native one.
 */
export class ShortTextEncoder extends TextEncoder {
  /** Longer strings are quicker natively (past 64 bytes a Uint8Array's memory is allocated apart). */
  static readonly MAX_LENGTH = 64;

  encode(input = ''): Uint8Array<ArrayBuffer> {
    const length = input.length;
    if (length > ShortTextEncoder.MAX_LENGTH) return super.encode(input);
    const bytes = new Uint8Array(length);
    for (let i = 0; i < length; i++) {
      const code = input.charCodeAt(i);
      if (code > 0x7f) return super.encode(input);
      bytes[i] = code;
    }
    return bytes;
  }
}

type EdgeRenderer = typeof import('react-dom/server.edge');

let loading: Promise<EdgeRenderer> | undefined;

/** `react-dom/server.edge`, its encoder the short-text one (if this is the first load of React's module). */
export function loadPageRenderer(): Promise<EdgeRenderer> {
  loading ??= (async () => {
    const native = globalThis.TextEncoder;
    globalThis.TextEncoder = ShortTextEncoder;
    try {
      return await import('react-dom/server.edge');
    } finally {
      globalThis.TextEncoder = native;
    }
  })();
  return loading;
}
