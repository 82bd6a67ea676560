/** The keys of the week's days, Monday first, as the schedule texts name them. */
export const weekdayKeys = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
