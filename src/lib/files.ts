import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The largest document a user may upload (10 MB). */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** What the server accepts, by content; the extension is the one the content proves. */
export interface DocumentType {
  ext: 'pdf' | 'jpg' | 'png' | 'doc' | 'docx';
  mime: string;
}

const ACCEPTED: Record<string, DocumentType> = {
  pdf: { ext: 'pdf', mime: 'application/pdf' },
  jpg: { ext: 'jpg', mime: 'image/jpeg' },
  png: { ext: 'png', mime: 'image/png' },
  docx: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' },
};

// A Word 97–2003 document is an OLE compound file holding a "WordDocument" stream; its
// directory stores stream names in UTF-16LE.
const WORD_STREAM = Buffer.from('WordDocument', 'utf16le');

/**
 * The type of an uploaded document, read from its bytes (never from its name or the MIME
 * type the browser claims): PDF, JPEG, PNG, DOC or DOCX; anything else is `undefined`.
 * file-type is loaded with the first upload (issue 16: the server's memory at start).
 */
export async function detectDocumentType(data: Uint8Array): Promise<DocumentType | undefined> {
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(data);
  if (!found) return undefined;
  const bytes = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  if (found.ext === 'cfb') return bytes.includes(WORD_STREAM) ? { ext: 'doc', mime: 'application/msword' } : undefined;
  // A PDF starts with its version and ends with its end-of-file marker, not just '%PDF'.
  if (
    found.ext === 'pdf' &&
    !(/^%PDF-\d\.\d/.test(bytes.subarray(0, 8).toString('latin1')) && bytes.subarray(-2048).includes('%%EOF'))
  )
    return undefined;
  return ACCEPTED[found.ext];
}

/** Extensions people give each type; any other is replaced by the one the content proves. */
const EXTENSIONS: Record<DocumentType['ext'], string[]> = {
  pdf: ['pdf'],
  jpg: ['jpg', 'jpeg'],
  png: ['png'],
  doc: ['doc'],
  docx: ['docx'],
};

/** The type a stored MIME type stands for (files stored before names were corrected). */
export function documentTypeOfMime(mime: string): DocumentType | undefined {
  if (mime === 'application/msword') return { ext: 'doc', mime };
  return Object.values(ACCEPTED).find((type) => type.mime === mime);
}

/**
 * A file's name with the extension its content proves: 'cv.hta' holding a PDF is 'cv.pdf',
 * 'foto' holding a PNG is 'foto.png'; 'foto.JPEG' holding a JPEG keeps its name.
 */
export function withProvenExtension(name: string, ext: DocumentType['ext']): string {
  // A name that is only an extension ('.pdf', what is left of '   .pdf') has no stem to keep.
  const bare = name.trim();
  if (bare.startsWith('.') && Object.values(EXTENSIONS).flat().includes(bare.slice(1).toLowerCase()))
    return `documento.${ext}`;
  const dot = name.lastIndexOf('.');
  const current = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  if (EXTENSIONS[ext].includes(current)) return name;
  const stem = (dot > 0 ? name.slice(0, dot) : name).trim() || 'documento';
  return `${stem}.${ext}`;
}

const KEY = /^[0-9a-f]{32}$/;

/**
 * Uploaded files on disk, outside the web root, each under a random name (128 bits from the
 * system's CSPRNG); nothing a user typed ever becomes part of a path.
 */
export function createFileStore(dir: string) {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error('invalid storage key');
    return join(dir, key);
  };
  return {
    dir,
    /** Writes the bytes under a new random key and returns the key. */
    async save(data: Uint8Array): Promise<string> {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const key = randomBytes(16).toString('hex');
      await writeFile(pathOf(key), data, { flag: 'wx', mode: 0o600 });
      return key;
    },
    read(key: string) {
      return createReadStream(pathOf(key));
    },
    async remove(key: string) {
      await rm(pathOf(key), { force: true });
    },
    pathOf,
  };
}

export type FileStore = ReturnType<typeof createFileStore>;

/**
 * Content-Disposition for a download: an ASCII fallback plus the exact name encoded as
 * RFC 5987 (filename*), so quotes, slashes or line breaks in a name cannot break the header.
 */
export function attachmentHeader(name: string): string {
  const ascii =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\/;%]/g, '_')
      .trim() || 'documento';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}
