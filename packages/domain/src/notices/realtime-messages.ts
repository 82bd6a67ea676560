import { z } from 'zod';

/**
 * What travels on the realtime connection (/api/ws): JSON text frames, one message each.
 * Server to browser: updateNotice (spec 1 §3.2), presence, sessionEnded. Browser to server: watch, unwatch.
 */

/** A record whose viewers are shown on its details page: an order or a work order, by id. */
export const presenceResourceSchema = z.string().regex(/^(order|workOrder):\d{1,18}$/);
export type PresenceResource = z.infer<typeof presenceResourceSchema>;

export const presenceViewerSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  enName: z.string().nullable(),
  avatar: z.string().nullable(),
});
export type PresenceViewer = z.infer<typeof presenceViewerSchema>;

export const serverMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('updateNotice'),
    messageType: z.enum(['updateWaitHandlerWorkOrder', 'buyerMessage', 'other']),
    /** The user's unread notices now (the bell's count). */
    notReadCount: z.number().int().nonnegative(),
  }),
  z.object({
    type: z.literal('presence'),
    resource: presenceResourceSchema,
    /** The others who have the record open now (never the receiver). */
    viewers: z.array(presenceViewerSchema),
  }),
  /** The session behind the connection ended (sign-out, password change, disabled): the browser signs out. */
  z.object({ type: z.literal('sessionEnded') }),
]);
export type ServerMessage = z.infer<typeof serverMessageSchema>;

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('watch'), resource: presenceResourceSchema }),
  z.object({ type: z.literal('unwatch'), resource: presenceResourceSchema }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** The close code of a connection whose session ended (the 4000 range is the application's). */
export const WS_SESSION_ENDED = 4401;
