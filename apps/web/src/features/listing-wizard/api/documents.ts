import {
  documentReference,
  documentReply,
  type DocumentKind,
  type DocumentReference,
  type DocumentReply,
} from '@steelyard/domain/documents';
import { errorReply } from '@steelyard/domain/errors';
import { API_BASE, apiRequest, authorizationHeader } from '../../../shared/api/api-client';
import { ApiError } from '../../../shared/api/api-error';
import { reportError } from '../../../shared/error-reporting/error-reporting';
import { emitUnauthenticated } from '../../../shared/session/auth-events';
import { isWizardAnswer } from './wizard-answers';

const UPLOAD_PATH = 'universal/documents';

/**
 * `POST api/universal/documents` (multipart: kind, file, lastModifiedDate; 201, the document
 * reference). Sent with XMLHttpRequest because fetch cannot report upload progress; the bearer
 * token is refreshed first like every call's. Fails with an ApiError carrying the server's message
 * ("Unsupported file type", "File must be less than 10MB", a package list that cannot be read).
 */
export async function uploadDocument(
  kind: DocumentKind,
  file: File,
  onProgress: (percent: number) => void,
): Promise<DocumentReference> {
  const headers = await authorizationHeader();
  const form = new FormData();
  form.append('kind', kind);
  form.append('lastModifiedDate', String(file.lastModified));
  form.append('file', file, file.name);
  const uri = `${API_BASE}${UPLOAD_PATH}`;
  return new Promise((resolve, rejectWith) => {
    const reject = (error: ApiError) => {
      // like apiRequest: faults are reported, answers (a refused file, an ended session) are not
      if (error.kind !== 'AUTHENTICATION_REQUIRED' && !isWizardAnswer(error)) reportError(error);
      rejectWith(error);
    };
    const xhr = new XMLHttpRequest();
    xhr.open('POST', uri);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError({ kind: 'NETWORK', message: 'Network error', method: 'POST', uri }));
    xhr.ontimeout = () =>
      reject(new ApiError({ kind: 'TIMEOUT', status: 408, message: 'Request timeout', method: 'POST', uri }));
    xhr.onload = () => {
      let body: unknown = undefined;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = documentReference.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else
          reject(
            new ApiError({ kind: 'PARSE', status: xhr.status, message: 'Parse response failed', method: 'POST', uri }),
          );
        return;
      }
      const error = errorReply.safeParse(body);
      const apiError = ApiError.fromStatus(xhr.status, error.success ? error.data.message : `HTTP ${xhr.status}`, {
        details: error.success ? error.data.details : undefined,
        method: 'POST',
        uri,
      });
      if (apiError.kind === 'AUTHENTICATION_REQUIRED' && headers.Authorization) emitUnauthenticated();
      reject(apiError);
    };
    xhr.send(form);
  });
}

export const documentKeys = {
  detail: (id: string) => ['documents', id] as const,
};

/** `GET api/universal/documents/{id}`: the reference, and a package list's rows. */
export function getDocument(id: string): Promise<DocumentReply> {
  return apiRequest(`${UPLOAD_PATH}/${encodeURIComponent(id)}`, {
    schema: documentReply,
    isExpectedError: isWizardAnswer,
  });
}
