// Alipay's bills are GBK text. Node decodes GBK (TextDecoder) but has no encoder, so the test builds
// one from the decoder: every two-byte GBK code decoded once, reversed.
let table: Map<string, number[]> | null = null;

function tableOf(): Map<string, number[]> {
  if (table) return table;
  table = new Map();
  const decoder = new TextDecoder('gbk');
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      if (trail === 0x7f) continue;
      const char = decoder.decode(Uint8Array.of(lead, trail));
      if (char.length === 1 && char !== '\ufffd' && !table.has(char)) table.set(char, [lead, trail]);
    }
  }
  return table;
}

export function gbkEncode(text: string): Uint8Array {
  const bytes: number[] = [];
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x80) bytes.push(code);
    else
      bytes.push(
        ...(tableOf().get(char) ??
          (() => {
            throw new Error(`not in GBK: ${char}`);
          })()),
      );
  }
  return Uint8Array.from(bytes);
}
