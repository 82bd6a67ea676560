import http from 'node:http';
import type { Socket } from 'node:net';
import { type ErrorName, errorCatalogue, errorText, langFrom } from '@backdesk/domain';
import type { ConnectionError, FastifyInstance } from 'fastify';
import { failure } from './envelope.js';

/** The catalogue entry of an error Node's HTTP parser raises before Fastify sees the request. */
export function clientErrorName(code: string | undefined): ErrorName {
  if (code === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT' || code === 'ERR_HTTP_HEADERS_TIMEOUT') return 'REQUEST_TIMEOUT';
  return 'MALFORMED_REQUEST';
}

/** The `lang` (else Accept-Language) header of what was read of the request, when it got that far. */
export function rawLang(raw: unknown) {
  const head = Buffer.isBuffer(raw) ? raw.toString('latin1') : '';
  const header = (name: string) => new RegExp(`\\r\\n${name}:[ \\t]*([^\\r\\n]*)`, 'i').exec(head)?.[1];
  return langFrom(header('lang') ?? header('accept-language'));
}

/**
 * Fastify's clientErrorHandler: a request Node's HTTP server refuses before routing (headers too large: 431,
 * a malformed request: 400, too slow: 408) is answered with the envelope and a catalogue code, like every
 * other error, instead of Node's bare status line.
 */
export function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const name = clientErrorName(error.code);
  const entry = errorCatalogue[name];
  const lang = rawLang(error.rawPacket);
  const body = JSON.stringify(failure(entry.code, errorText(name, lang), lang));
  this.log.debug({ code: error.code }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${entry.status} ${http.STATUS_CODES[entry.status]}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
