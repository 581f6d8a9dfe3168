import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
var n={"&":"&amp;","<":"&lt;",">":"&gt;",'"':"&quot;","'":"&#39;"};function e(r){return r.replace(/[&<>"']/g,t=>n[t]??t)}export{e as a};
