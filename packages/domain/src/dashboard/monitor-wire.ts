import { z } from 'zod';
import { type Wire, wireTime } from '../shared/wire.js';
import {
  type MonitorMetricKey,
  monitorGroups,
  monitorMetrics,
  monitorUnavailableReasons,
} from './monitor.js';

/** Every metric's key, in the dashboard's order. */
export const monitorMetricKeys = monitorMetrics.map((m) => m.key) as [
  MonitorMetricKey,
  ...MonitorMetricKey[],
];

/** GET /api/dashboard/monitor: the viewer's offset from UTC in minutes (month-to-date counts from their 1st). */
export const monitorQuerySchema = z.object({
  offsetMinutes: z.coerce
    .number({ error: 'INVALID_TIME_ZONE' })
    .int({ error: 'INVALID_TIME_ZONE' })
    .min(-720, { error: 'INVALID_TIME_ZONE' })
    .max(840, { error: 'INVALID_TIME_ZONE' })
    .default(0),
});
export type MonitorQuery = z.infer<typeof monitorQuerySchema>;

const boundsSchema = z.object({
  field: z.enum(['createdAt', 'dueAt', 'finishedAt', 'receivedAt']),
  from: wireTime.nullable(),
  to: wireTime.nullable(),
  toIncluded: z.boolean(),
});

/** One metric: its number, whether Backdesk can count it (and why not), the list it opens, its window. */
export const monitorMetricSchema = z.object({
  key: z.enum(monitorMetricKeys),
  group: z.enum(monitorGroups),
  count: z.number().int(),
  available: z.boolean(),
  reason: z.enum(monitorUnavailableReasons).nullable(),
  opens: z.string().nullable(),
  bounds: boundsSchema.nullable(),
  /** The pending work orders by status, each opening its own list. */
  byStatus: z.array(z.object({ status: z.number(), count: z.number().int(), opens: z.string() })).optional(),
});
/** A metric as the server builds it (times as Dates; the wire carries ISO text). */
export type MonitorMetric = z.output<typeof monitorMetricSchema>;

/** GET /api/dashboard/monitor: the metrics of the groups the caller may see, counted at `at`. */
export const dashboardMonitorSchema = z.object({
  at: wireTime,
  offsetMinutes: z.number().int(),
  metrics: z.array(monitorMetricSchema),
});
export type DashboardMonitorWire = Wire<typeof dashboardMonitorSchema>;
