export { Slider, sliderFormats } from './Slider';
export type { SliderFormat, SliderProps } from './Slider';
