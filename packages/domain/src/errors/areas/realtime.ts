import type { CatalogueEntry } from '../entry.js';

/** The realtime connection (/api/ws): codes 4900–4919. */
export const realtimeErrors = {
  WEBSOCKET_REQUIRED: {
    code: 4901,
    status: 426,
    en: 'This call opens a WebSocket connection; connect with a WebSocket client',
    zh: '此接口用于建立 WebSocket 连接，请用 WebSocket 客户端连接',
  },
  WEBSOCKET_ORIGIN_REFUSED: {
    code: 4902,
    status: 403,
    en: 'The connection was opened from another site and refused',
    zh: '连接来自其他站点，已拒绝',
  },
} as const satisfies Record<string, CatalogueEntry>;
