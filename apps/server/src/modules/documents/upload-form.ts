import type { FastifyMultipartOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { MAX_DOCUMENT_BYTES } from '@steelyard/domain/documents';
import { AppError } from '../../platform/errors';
import type { UploadedFile } from './service';

/** The text fields and the file of a multipart upload. */
export interface UploadForm {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

/** The field that carries the file. */
export const FILE_FIELD = 'file';

/** The multipart plugin's options for the upload route. */
export const uploadFormOptions: FastifyMultipartOptions = {
  limits: { fileSize: MAX_DOCUMENT_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 20 },
  // a larger file is cut off and flagged, so the reply can name the limit of its kind
  throwFileSizeLimit: false,
};

/**
 * Reads a multipart/form-data upload: the text fields, and the file of the `file` field in memory, cut
 * off past the largest size of any kind (then `truncated`, see uploadFormOptions). Fields may come in any order, so the
 * kind's own limit is checked afterwards, by the service.
 */
export async function readUploadForm(request: FastifyRequest): Promise<UploadForm> {
  if (!request.isMultipart()) {
    throw new AppError('VALIDATION', 'Send the file as multipart/form-data.', [
      { path: 'body', message: 'Expected multipart/form-data' },
    ]);
  }
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === FILE_FIELD && !file) {
        // browsers (and undici's FormData) send a quote in a file name as %22 (HTML's form encoding)
        file = { fileName: part.filename.replaceAll('%22', '"'), bytes, truncated: part.file.truncated };
      }
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}
