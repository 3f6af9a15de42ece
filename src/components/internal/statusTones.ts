/** The status tones of Alert and Toast: one vocabulary for both. */
export const statusTones = ['info', 'success', 'warning', 'danger'] as const;
export type StatusTone = (typeof statusTones)[number];
