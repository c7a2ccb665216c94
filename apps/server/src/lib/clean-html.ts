import sanitizeHtml from 'sanitize-html';

/**
 * Staff-written body text (news, offers, pages) is HTML that guest pages insert as it is
 * (dangerouslySetInnerHTML), so it is cleaned on the way in: the tags the site's own content uses,
 * links to our paths or https, images from our paths only, no attributes beyond those, no script,
 * style or event handler (docs/decisions/0022).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'a', 'img', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['https'],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^\/(media|img)\//.test(frame.attribs.src ?? ''),
};

export function cleanHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
