import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);
function t(n){return n.length>0}function e(n){return n[n.length-1]??n[0]}export{t as a,e as b};
