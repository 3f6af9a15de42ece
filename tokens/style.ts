import type { StyleRule } from '@vanilla-extract/css';
import { layers } from './layers.css';

type LayerName = keyof typeof layers;

/** Wraps a style rule in one of the library's cascade layers (default: components). */
export function layered(rule: StyleRule, layer: LayerName = 'components'): StyleRule {
  return { '@layer': { [layers[layer]]: rule } } as StyleRule;
}
