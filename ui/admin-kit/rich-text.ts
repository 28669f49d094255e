import type { AnyExtension } from '@tiptap/core';
import { Blockquote } from '@tiptap/extension-blockquote';
import { Bold } from '@tiptap/extension-bold';
import { Document } from '@tiptap/extension-document';
import { HardBreak } from '@tiptap/extension-hard-break';
import { Heading, type Level } from '@tiptap/extension-heading';
import { Italic } from '@tiptap/extension-italic';
import { Link } from '@tiptap/extension-link';
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list';
import { Paragraph } from '@tiptap/extension-paragraph';
import { Text } from '@tiptap/extension-text';
import { UndoRedo } from '@tiptap/extensions';
import type { HtmlPolicy } from '../../src/shared/html-policy';
import { articleLinkHref } from './article-links';

// The rich-text editor's document model, built from an article's HTML policy: only the nodes and
// marks the policy keeps exist in the editor, so whatever is typed or pasted can only become HTML
// the server's sanitiser leaves as it is (ProseMirror parses a paste against this schema and drops
// the rest). The policy data is the one the server and the preview use (src/shared/html-policy.ts).

const HEADING_LEVELS: readonly Level[] = [1, 2, 3, 4];

/** The heading levels a policy keeps (`h2`, `h3` → [2, 3]). */
export function headingLevels(policy: HtmlPolicy): Level[] {
  return HEADING_LEVELS.filter((l) => policy.tags.includes(`h${l}`));
}

/** The tiptap extensions of an article with this policy. */
export function articleExtensions(policy: HtmlPolicy): AnyExtension[] {
  const has = (tag: string) => policy.tags.includes(tag);
  const out: AnyExtension[] = [Document, Paragraph, Text, Bold, Italic, UndoRedo];
  const levels = headingLevels(policy);
  if (levels.length) out.push(Heading.configure({ levels }));
  if (has('ul') || has('ol')) out.push(ListItem, ListKeymap);
  if (has('ul')) out.push(BulletList);
  if (has('ol')) out.push(OrderedList);
  if (has('blockquote')) out.push(Blockquote);
  if (has('br')) out.push(HardBreak);
  if (policy.links) {
    out.push(
      Link.configure({
        openOnClick: false,
        autolink: false,
        linkOnPaste: false,
        protocols: ['mailto'],
        // The sanitiser writes rel and target itself (see articleLinkAttributes); no class.
        HTMLAttributes: { rel: null, target: null, class: null },
        // A link from a paste or from existing HTML is kept only when the editor could have made it.
        isAllowedUri: (url) => 'href' in articleLinkHref(url) || /^http:\/\//i.test(url) || /^(\/(?![/\\])|#)/.test(url),
      }),
    );
  }
  return out;
}
