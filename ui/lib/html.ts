/** Text made safe inside HTML, in an element or a quoted attribute: the five characters HTML gives a meaning to, as entities. */
export const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
