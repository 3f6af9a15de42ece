// Screens and dialogs of the spec, grouped by area (one barrel per area).
export {};
