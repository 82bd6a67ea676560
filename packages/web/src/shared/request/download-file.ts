import { currentLang } from '../../i18n';
import { useSession } from '../session/session-store';
import { http } from './client';
import { envelopeMessage, FALLBACK_CODE } from './create-client';
import { RequestError } from './request-error';

export type DownloadOptions = {
  method?: 'GET' | 'POST';
  /** A JSON body (POST). */
  body?: unknown;
  /** Used when the answer names no file. */
  fallbackName: string;
  timeoutMs?: number;
};

/** The file name of a Content-Disposition header (filename* first, then filename). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star?.[1]) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain?.[1] ?? fallback;
}

async function fetchFile(path: string, options: DownloadOptions) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 120_000);
  const token = useSession.getState().token;
  try {
    return await fetch(path, {
      method: options.method ?? 'POST',
      credentials: 'include',
      signal: controller.signal,
      headers: {
        lang: currentLang(),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(options.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
    });
  } catch {
    throw new RequestError({ kind: controller.signal.aborted ? 'timeout' : 'network', message: '', path });
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Fetches a file (a 'blob' call) and saves it in the browser. A JSON answer is a failure: it rejects with the
 * catalogue message in the interface language, like every other call. An expired access token is renewed
 * through the shared client (which signs out when it cannot), then the download is tried once more.
 */
export async function downloadFile(
  path: string,
  options: DownloadOptions,
): Promise<{ fileName: string; size: number }> {
  let response = await fetchFile(path, options);
  if (response.status === 401) {
    await http.get('/api/system/time');
    response = await fetchFile(path, options);
  }
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('application/json')) {
    const body = (await response.json().catch(() => ({}))) as Parameters<typeof envelopeMessage>[0];
    const code = body.error_info?.code ?? body.code ?? FALLBACK_CODE;
    throw new RequestError({
      kind: response.status >= 500 ? 'server' : 'business',
      message: await envelopeMessage(body, currentLang()),
      path,
      status: response.status,
      code,
      fieldErrors: body.error_info?.fieldErrors ?? [],
    });
  }
  const blob = await response.blob();
  const fileName = fileNameOf(response.headers.get('content-disposition'), options.fallbackName);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // let the browser start the download before the address is released
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { fileName, size: blob.size };
}
