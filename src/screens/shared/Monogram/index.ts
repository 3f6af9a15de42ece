export { Monogram, monogramKinds, monogramTone, monogramTones } from './Monogram';
export type { MonogramKind, MonogramProps, MonogramTone } from './Monogram';
