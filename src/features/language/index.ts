/** Public entry of the language feature: the chooser for the header's end slot. */
export { LanguageChooser } from './LanguageChooser';
export { chooserLanguages } from './options';
