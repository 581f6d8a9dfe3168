import { readPage } from './src/audit/read/page-facts.ts';
const home = 'Wir sind Ihre Zahnarztpraxis in Werne. <address>Werner Straße 84, 59368 Werne</address> Telefon: <a href="tel:023894754">02389 4754</a>. Außerhalb der Sprechzeiten wenden Sie sich bitte an den Notdienst unter der Telefonnummer: <a href="tel:01805986700">01805 986700</a>.';
const p = await readPage(`<html lang="de"><body><h1>Welcome</h1><p>${home}</p></body></html>`);
console.log(p.region, p.regionFrom, p.telLinks, p.phones);
