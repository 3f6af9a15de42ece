import type { ComponentProps } from 'react';
import { clsx } from 'clsx';
import { richText } from './RichText.css';

export type RichTextProps = Omit<ComponentProps<'div'>, 'children' | 'dangerouslySetInnerHTML'> & {
  /**
   * HTML the API rendered from Markdown (apps/api services/content-markdown.ts: no raw HTML, safe links
   * only). Never pass text from anywhere else.
   */
  html: string;
};

/** The body of an editorial entry or a page text, as the server rendered it. */
export function RichText({ html, className, ...rest }: RichTextProps) {
  return (
    <div
      className={clsx(richText, className)}
      data-slot="rich-text"
      {...rest}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
