// The résumé's stylesheet, inlined in its page (the CSP allows inline styles, and a page that is
// printed or saved should not depend on a second request). On screen it is a sheet of paper on a
// grey desk, reflowed to one column on a phone; in print it is the sheet alone. The print sizes
// are set for the smaller of A4 and Letter in each direction (A4's width, Letter's height), so one
// layout fits both papers on one page.

/** The résumé page's CSS. */
export const RESUME_CSS = `
:root{--ink:#111827;--muted:#4b5563;--rule:#d1d5db;--accent:#1f3a8a;color-scheme:light}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;background:#e5e7eb;color:var(--ink);font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
a{color:inherit}
.toolbar{display:flex;gap:12px;align-items:center;justify-content:space-between;max-width:210mm;margin:0 auto;padding:14px 16px}
.toolbar a{font-weight:600;text-decoration:none}
.toolbar a:hover,.toolbar a:focus-visible{text-decoration:underline}
.toolbar .btn{background:var(--accent);color:#fff;padding:8px 14px;border-radius:8px;text-decoration:none}
.toolbar .btn:hover,.toolbar .btn:focus-visible{filter:brightness(1.1);text-decoration:none}
.toolbar__actions{display:flex;gap:8px;align-items:center;flex-wrap:wrap;justify-content:flex-end}
.toolbar button.btn{border:0;font:inherit;font-weight:600;cursor:pointer;min-height:36px}
.toolbar .btn--quiet{background:#fff;color:var(--accent);box-shadow:inset 0 0 0 1px var(--accent)}
.share-said{font-size:.85em;color:var(--muted)}
a:focus-visible,button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
.sheet{max-width:210mm;margin:0 auto 32px;background:#fff;padding:14mm 13mm 10mm;box-shadow:0 1px 3px rgba(0,0,0,.12),0 12px 32px rgba(0,0,0,.1)}
.head{display:flex;justify-content:space-between;gap:16px;align-items:flex-start;border-bottom:3px solid var(--accent);padding-bottom:10px;margin-bottom:12px}
.eyebrow{margin:0;font-size:.72em;letter-spacing:.12em;text-transform:uppercase;color:var(--accent);font-weight:700}
h1{margin:2px 0 0;font-size:2em;line-height:1.1;letter-spacing:-.01em}
.subtitle{margin:4px 0 0;color:var(--muted);font-size:1.05em}
.site{margin:6px 0 0;font-weight:600}
.site a{color:var(--accent)}
.qr-box{margin:0;text-align:center;flex:none}
.qr-box svg{display:block;width:30mm;height:30mm}
.qr-box figcaption{font-size:.68em;color:var(--muted);max-width:34mm;margin:0 auto}
h2{margin:0 0 5px;font-size:.78em;letter-spacing:.1em;text-transform:uppercase;color:var(--accent)}
.block{margin:0 0 12px}
h2{break-after:avoid}
.cols{display:grid;grid-template-columns:1.15fr 1fr;gap:0 8mm}
.side .block:last-child{margin-bottom:12px}
.facts{margin:0;display:grid;grid-template-columns:max-content 1fr;gap:2px 10px;font-size:.9em}
.facts div{display:contents}
.facts dt{color:var(--muted)}
.facts dd{margin:0;font-weight:600}
.facts--stack{grid-template-columns:1fr}
.facts--stack dd{margin-bottom:4px;overflow-wrap:anywhere}
blockquote{margin:0;padding:2px 0 2px 10px;border-left:3px solid var(--accent);font-size:.88em}
blockquote p{margin:0;font-style:italic}
blockquote footer{margin-top:3px;color:var(--muted);font-size:.95em}
.table-wrap{overflow-x:auto}
table{width:100%;border-collapse:collapse;font-size:.84em;font-variant-numeric:tabular-nums}
th,td{text-align:left;padding:3px 8px 3px 0;border-bottom:1px solid var(--rule);vertical-align:top}
thead th{font-size:.86em;color:var(--muted);font-weight:600;border-bottom:1.5px solid var(--ink)}
tbody th{font-weight:700}
td.chart{padding:1px 0;width:26mm}
td.chart svg{display:block;width:26mm;height:6mm;color:var(--accent)}
.t-prs td:nth-child(2),.t-races td:nth-child(4){font-weight:700;white-space:nowrap}
.t-races td:first-child,.t-races th:first-child,.t-prs td:nth-child(3),.t-upcoming th:first-child{white-space:nowrap}
.foot{margin-top:10px;padding-top:6px;border-top:1px solid var(--rule);font-size:.74em;color:var(--muted)}
@media (max-width:640px){
 body{font-size:14px;background:#fff}
 .toolbar{padding:10px 14px;border-bottom:1px solid var(--rule)}
 .toolbar .btn{min-height:44px;display:inline-flex;align-items:center}
 .sheet{box-shadow:none;padding:16px 14px 24px;margin:0}
 .head{gap:10px}
 h1{font-size:1.6em}
 .qr-box svg{width:84px;height:84px}
 .qr-box figcaption{max-width:84px}
 .cols{grid-template-columns:1fr}
 table{font-size:.82em}
 th,td{padding-right:6px}
 /* The races table as one short card per race: date, then the race, then event · time · place · venue. */
 /* The sparkline column needs paper width: on a phone the PR table keeps to the marks. */
 .t-prs .col-progression,.t-prs .chart{display:none}
 .t-races thead{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%)}
 .t-races tr{display:block;padding:6px 0;border-bottom:1px solid var(--rule)}
 .t-races th,.t-races td{display:inline;border:0;padding:0}
 .t-races tbody th{display:block;font-size:.9em;color:var(--muted);font-weight:600}
 .t-races td:nth-child(2){display:block;font-weight:700;font-size:1.05em}
 .t-races td:nth-child(n+3):not(:last-child)::after{content:" · ";font-weight:400;color:var(--muted)}
}
@page{margin:11mm 12mm}
@media print{
 body{background:#fff;font-size:10pt}
 .dense body{font-size:8.6pt}
 .dense .block{margin-bottom:8px}
 .dense th,.dense td{padding-top:1.5px;padding-bottom:1.5px}
 .dense td.chart svg{height:4.6mm}
 .dense .head{padding-bottom:6px;margin-bottom:8px}
 .dense .qr-box svg{width:25mm;height:25mm}
 .toolbar{display:none}
 .sheet{max-width:none;margin:0;padding:0;box-shadow:none}
 a{text-decoration:none}
 /* One line per row on paper: a long meet name is cut rather than pushing the page over. */
 table{table-layout:fixed}
 th,td{white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
 .t-prs .col-event,.t-prs .col-time{width:13%}.t-prs .col-date{width:17%}.t-prs .col-progression{width:28mm}
 .t-races .col-date{width:15%}.t-races .col-event{width:9%}.t-races .col-time{width:10%}.t-races .col-place{width:12%}
 .t-upcoming .col-date{width:16%}.t-upcoming .col-location{width:34%}
 td.chart{overflow:visible}
}
html{-webkit-print-color-adjust:exact;print-color-adjust:exact}
`;
