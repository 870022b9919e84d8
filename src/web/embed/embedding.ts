// Whether the console runs embedded in a partner's page: inside a frame, or entered from a partner
// link carrying `embed=1` (a mini-program's web view is a whole window, not a frame, so the
// partner says so). The flag is remembered for the tab in sessionStorage: the entry link's query
// is gone after the first navigation, and a reload must keep the compact layout.
export const EMBED_FLAG_KEY = 'tessera.embed';

export interface EmbeddingWindow {
  self: unknown;
  top: unknown;
  location: { search: string };
}

export function detectEmbedding(win: EmbeddingWindow, tabStorage: Pick<Storage, 'getItem' | 'setItem'> | null): boolean {
  let framed: boolean;
  try {
    framed = win.top !== win.self;
  } catch {
    // Reading window.top can throw in some sandboxes: that is a frame too.
    framed = true;
  }
  const asked = new URLSearchParams(win.location.search).get('embed') === '1';
  try {
    if (asked) tabStorage?.setItem(EMBED_FLAG_KEY, '1');
    return framed || asked || tabStorage?.getItem(EMBED_FLAG_KEY) === '1';
  } catch {
    // Storage refused (a partitioned or sandboxed frame): the frame or the link still decide.
    return framed || asked;
  }
}

/** The browser's own answer, read once per page load. */
export function browserEmbedding(): boolean {
  let tabStorage: Storage | null = null;
  try {
    tabStorage = window.sessionStorage;
  } catch {
    tabStorage = null;
  }
  return detectEmbedding(window, tabStorage);
}
