import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
import{a as c,b as f}from"./chunk-7UF2JSN4.js";var g=n=>typeof n=="number",d=n=>typeof n=="number"&&!Number.isInteger(n)?String(Math.round(n*1e3)/1e3):String(n);function b(n,i=60){let p=e=>e.length>i?`${e.slice(0,i-1)}\u2026`:e,t=[n.columns,...n.rows.map(e=>e.map(l=>p(d(l))))],r=n.columns.map((e,l)=>Math.max(...t.map(m=>String(m[l]??"").length))),s=(e,l=!1)=>e.map((m,u)=>{let a=String(m);return!l&&g(n.rows[0]?.[u]??"")?a.padStart(r[u]??0):a.padEnd(r[u]??0)}).join("  ").trimEnd(),o=n.rows.length?t.slice(1).map(e=>s(e)):["(none)"];return[n.title,"=".repeat(n.title.length),s(n.columns,!0),r.map(e=>"-".repeat(e)).join("  "),...o,...n.note?[n.note]:[]].join(`
`)}function y(n,i,p){if(i==="json")return JSON.stringify({report:p,sections:n.map(({title:t,columns:r,rows:s,note:o})=>({title:t,columns:r,rows:s,note:o}))},null,2)+`
`;if(i==="csv"){let t=[];for(let r of n){t.push(["section",...r.columns]);for(let s of r.rows)t.push([r.title,...s.map(o=>typeof o=="number"?o:f(o))]);t.push([])}return"\uFEFF"+c(t,{record_delimiter:"windows"})}return`${p}

${n.map(t=>b(t)).join(`

`)}
`}export{b as a,y as b};
