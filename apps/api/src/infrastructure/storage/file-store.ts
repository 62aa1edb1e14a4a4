/**
 * The storage port for files the API keeps (uploaded images, report files): several API processes
 * on several machines share it, so no file lives on one process's disk. PostgreSQL holds them by
 * default (postgres-file-store.ts); an S3-compatible store can implement the same port later and
 * be chosen in open-file-store.ts. Keys are paths such as 'uploads/<uuid>.png' or
 * 'reports/<id>-<run>.xlsx'; a key is written once and never rewritten (a new file gets a new key),
 * so a reader never sees a file change under it.
 */
import type { Readable } from 'stream';

/** A stored file's facts; its bytes come from `stream()` (read part by part, never whole). */
export interface StoredFile {
  key: string;
  contentType: string;
  /** Bytes. */
  size: number;
  createdAt: Date;
  stream(): Readable;
}

export interface FileStore {
  /**
   * Stores `content` (bytes, or chunks such as a file's read stream) under `key`, whole or not at
   * all. false: the key was already taken, nothing written (two processes migrating one file).
   */
  put(key: string, content: Buffer | AsyncIterable<Buffer>, contentType: string): Promise<boolean>;
  /** The file under `key`, or null. */
  get(key: string): Promise<StoredFile | null>;
  /** Its bytes at once (small files: an image drawn into a PDF), or null. */
  read(key: string): Promise<Buffer | null>;
  /** The keys that start with `prefix`. */
  keys(prefix: string): Promise<Set<string>>;
  /** The keys that start with `prefix` stored before `before`. */
  listOlderThan(prefix: string, before: Date): Promise<string[]>;
  /** Removes these keys (unknown ones are ignored); how many were removed. */
  delete(keys: readonly string[]): Promise<number>;
}
