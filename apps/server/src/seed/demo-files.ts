import type { DocumentKind } from '@steelyard/domain/documents';
import type { Caller } from '../platform/access-tokens';
import type { Database } from '../platform/db/database';
import type { FileStorage } from '../platform/files/file-storage';
import { uploadDocument } from '../modules/documents/service';
import { drawPicture, type PictureScene } from './demo-pictures';

/**
 * The demo seed's uploads: pictures drawn once per scene and seed, then stored and recorded through
 * the documents service as a browser's upload would be (content sniffed, package lists read).
 */
export class DemoUploads {
  private readonly drawn = new Map<string, Buffer>();
  /** How many documents were uploaded. */
  count = 0;

  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
  ) {}

  picture(scene: PictureScene, seed = 1): Buffer {
    const key = `${JSON.stringify(scene)}:${seed}`;
    let png = this.drawn.get(key);
    if (!png) {
      png = drawPicture(scene, seed);
      this.drawn.set(key, png);
    }
    return png;
  }

  /** Uploads a file for the caller's organisation at `at`; answers the reference a body names it by. */
  async upload(
    caller: Caller,
    kind: DocumentKind,
    bytes: Buffer,
    fileName: string,
    at: Date,
    lastModifiedDate: Date,
  ): Promise<{ documentId: string }> {
    const file = { fileName, bytes, truncated: false };
    const files = { storage: this.storage, urlTtlSeconds: 300 };
    const reference = await uploadDocument(this.db, files, caller, { kind, file, lastModifiedDate }, at);
    this.count += 1;
    return { documentId: reference.documentId };
  }
}

/** A phone camera's file name for a picture taken at `at`: IMG_20260114_103212.png. */
export function cameraFileName(at: Date): string {
  const iso = at.toISOString();
  return `IMG_${iso.slice(0, 10).replaceAll('-', '')}_${iso.slice(11, 19).replaceAll(':', '')}.png`;
}
