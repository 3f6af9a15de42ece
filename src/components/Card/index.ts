export { Card, cardPaddings, cardVariants } from './Card';
export type { CardPadding, CardProps, CardVariant } from './Card';
