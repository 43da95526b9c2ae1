import { Anchor, Typography } from '@mantine/core';
import { createElement, type ReactNode } from 'react';

/** The tags the server's allow-list keeps (modules/communication/richText.ts); anything else shows as its text. */
const BLOCKS = new Set(['p', 'strong', 'b', 'em', 'i', 'u', 's', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'blockquote']);
/** Elements whose content is never text for the reader. */
const DROPPED = new Set(['script', 'style', 'template', 'noscript', 'iframe', 'object', 'svg', 'math']);
const SAFE_LINK = /^(https?:|mailto:)/i;

function render(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const element = node as Element;
  const tag = element.tagName.toLowerCase();
  if (DROPPED.has(tag)) return null;
  const children = [...element.childNodes].map(render);
  if (tag === 'br') return <br key={key} />;
  if (tag === 'a') {
    const href = element.getAttribute('href') ?? '';
    return SAFE_LINK.test(href.trim()) ? (
      <Anchor key={key} href={href} target="_blank" rel="noopener noreferrer nofollow">
        {children}
      </Anchor>
    ) : (
      <span key={key}>{children}</span>
    );
  }
  // Only the tag is taken over, never an attribute.
  return BLOCKS.has(tag) ? createElement(tag, { key }, ...children) : <span key={key}>{children}</span>;
}

/**
 * A message's rich text. The server stores it sanitised with an allow-list; the client still never
 * injects HTML: it is parsed in a detached document (DOMParser: no script runs, nothing loads) and
 * rebuilt as React elements from the same allow-list, without attributes (links get only a safe href).
 */
export function RichText({ html }: { html: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <Typography>{[...body.childNodes].map(render)}</Typography>;
}
