import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import{a as m}from"./chunk-OAVFIOLK.js";import{b as y,c as v,d as w,e as $,f as S}from"./chunk-DZEEKCKK.js";import{a as r}from"./chunk-SNKI4ZLV.js";import"./chunk-MV3MABZG.js";import{c as g,d as u,e as b,f as x,h,o as f}from"./chunk-JXAG2GJG.js";import"./chunk-HI6ERLI7.js";import"./chunk-4XJ2WZVB.js";import"./chunk-Y52KRMXY.js";var c=15,k=`
*{box-sizing:border-box}
body{margin:0;font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1f2937;background:#fff}
main{max-width:1400px;margin:0 auto;padding:32px 40px 48px}
h1{font-size:28px;margin:0 0 4px;color:#111827}
h2{font-size:21px;margin:40px 0 12px;padding-top:16px;border-top:1px solid #e5e7eb;color:#111827}
.period{margin:0;color:#4b5563}
.cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(150px,1fr));gap:12px;margin:24px 0 0;padding:0;list-style:none}
.cards li{border:1px solid #d1d5db;border-radius:8px;padding:12px 14px}
.cards b{display:block;font-size:24px;color:#111827}
.cards span{color:#4b5563;font-size:13px}
.pair{display:grid;grid-template-columns:minmax(0,11fr) minmax(0,9fr);gap:32px;align-items:start}
figure{margin:0 0 16px}
figure svg{display:block;width:100%;height:auto;border:1px solid #e5e7eb;border-radius:6px}
.empty{padding:16px;border:1px dashed #9ca3af;border-radius:6px;color:#374151}
table{border-collapse:collapse;width:100%;font-size:13.5px;margin:0 0 8px}
caption{text-align:left;font-weight:700;padding:0 0 6px;color:#111827}
th,td{border-bottom:1px solid #e5e7eb;padding:5px 8px;text-align:left;vertical-align:top}
thead th{border-bottom:2px solid #9ca3af}
tbody th{font-weight:400}
.num{text-align:right;font-variant-numeric:tabular-nums}
.note{font-size:13px;color:#4b5563;margin:0 0 20px}
.tables{columns:2 560px;column-gap:40px}
.tables>div{break-inside:avoid;margin-bottom:24px}
@media (max-width:900px){main{padding:20px}.pair{display:block}}
@media print{main{padding:0;max-width:none}.pair{display:block}section,figure,.tables>div{break-inside:avoid}h2{break-after:avoid}.tables{columns:1}}
`;function n(e,i){return`<li><b>${r(e)}</b><span>${r(i)}</span></li>`}function q(e,i,t){let d=t.pages.reduce((o,a)=>o+a.visits,0),p=t.pages.reduce((o,a)=>o+a.enquiries,0),l=u.map(o=>{let a=t.site.vitals[o];return n(a===void 0?"-":`${x(o,a)}${b(o).replace(/[()]/g,"").trimEnd()}`,`p75 ${o}, site-wide${a===void 0?"":`: ${g(o,a)}`}`)});return`<ul class="cards">${[n(String(e.totals.enquiries),"Enquiries (not spam)"),n(String(e.totals.spam),"Spam, counted apart"),n(String(i.totals.won),"Won (became clients)"),n(`$${Math.round(i.totals.revenueCents/100).toLocaleString("en-AU")}`,"Revenue won (AUD)"),n(f(i.totals),"Enquiry-to-customer rate"),n(i.totals.medianDaysToWon===null?"-":String(i.totals.medianDaysToWon),"Median days, enquiry to won"),n(String(t.site.views),"Page views measured"),n(String(d),"Visits"),n(h(d?p/d:void 0),"Visits that enquired"),...l].join("")}</ul>`}function s(e){let i=e.empty?`<p class="empty">${r(e.empty)}</p>`:`<div class="pair"><div>${e.charts.map(t=>`<figure>${t.svg}</figure>`).join("")}</div><div>${m(e.table)}</div></div>`;return`<section><h2>${r(e.heading)}</h2>${i}</section>`}function A(e){let{enquiries:i,field:t}=e,p=!i.totals.enquiries&&!i.totals.spam&&!t.site.views?'<p class="empty">Nothing was recorded in this period: no enquiries, no spam and no page views. Choose another period with --since and --until.</p>':[q(i,e.customers,t),s(y("enquiries-week",e.weeks,i.weeks)),s(S("won-channel",e.customers,c)),s(v("conversion",t.pages,c)),s(w("vitals-page",t.pageDevices,c)),s($("vitals-week",e.weeks,t.weeks)),`<section><h2>All tables</h2><div class="tables">${e.tables.map(l=>`<div>${m(l)}</div>`).join("")}</div></section>`].join(`
`);return`<!DOCTYPE html>
<html lang="en-AU">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${r(e.title)}</title>
<style>${k}</style>
</head>
<body>
<main>
<h1>${r(e.title)}</h1>
<p class="period">${r(e.period)}. Made ${r(e.generated)}.</p>
${p}
</main>
</body>
</html>
`}export{c as CHART_ROWS,A as renderHtmlReport};
