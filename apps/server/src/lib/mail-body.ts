/** Text made safe for an e-mail's HTML: each character that could open markup as a numeric reference. */
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A line of an e-mail's details: its label and its value. */
export type MailRow = readonly [label: string, value: string];

/** An e-mail's plain text (the confirmations' and the notices'): the lead, each row as ■label and value, the footer. */
export function mailText(lead: string, rows: readonly MailRow[], footer: string): string {
  return [lead, '', ...rows.map(([label, value]) => `■${label}\n${value}`), '', footer, ''].join('\n');
}

/**
 * The same e-mail's HTML from <body> to the end, the caller writing the head: the title, the lead,
 * the rows as a table (`preWrap`: a value keeps its line breaks), the footer.
 */
export function mailHtmlBody(title: string, lead: string, rows: readonly MailRow[], footer: string, { preWrap = false } = {}): string {
  const valueStyle = preWrap ? 'padding:6px 0;white-space:pre-wrap' : 'padding:6px 0';
  const htmlRows = rows
    .map(([label, value]) => `<tr><th style="text-align:left;padding:6px 12px 6px 0;vertical-align:top;white-space:nowrap;color:#555">${escapeHtml(label)}</th><td style="${valueStyle}">${escapeHtml(value)}</td></tr>`)
    .join('\n');
  return `<body style="font-family:'Hiragino Sans','Noto Sans JP',sans-serif;color:#222;line-height:1.6;margin:0;padding:16px">
<h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(title)}</h1>
<p style="white-space:pre-line">${escapeHtml(lead)}</p>
<table style="border-collapse:collapse;font-size:14px">
${htmlRows}
</table>
<p style="font-size:12px;color:#666;margin-top:24px">${escapeHtml(footer)}</p>
</body>
</html>
`;
}
