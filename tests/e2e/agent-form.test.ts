/**
 * The audit form as a tool for an agent that browses for a person (WebMCP, issue 87), in Chromium
 * with WebMCP on, read over the DevTools protocol's WebMCP domain as an agent's host reads it: the
 * tools the home page offers, the agent filling the audit request, the person sending it a second
 * after the page opened (the default FORM_MIN_FILL_MS), and what staff then see (the database, the
 * staff email over real SMTP, the CSV export). And the page a person sees without WebMCP, with and
 * without JavaScript. And the site check's fix for a prospect's form that declares no tool, pasted
 * into the prospect's page, listed by Chromium as the tool the fix says.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse as parseCsv } from 'csv-parse/sync';
import type { Browser, CDPSession, Page } from 'playwright';
import {
  BROWSER_WAIT_MS,
  launchChromium,
  newContext,
  startServer,
  staffCommand,
  waitFor,
  waitForIslands,
  within,
  type TestServer,
} from '../helpers.js';
import { decodeQuotedPrintable, startSmtp, type TestSmtp } from '../smtp.js';
import { checkFacts } from '../facts.js';
import { goodPage, goodSite } from '../fixtures/site-table.js';

const test = suite('the audit form as an agent’s tool');

interface Tool {
  name: string;
  description: string;
  frameId: string;
  inputSchema: { type: string; properties: Record<string, { type: string; description?: string }>; required?: string[] };
}
interface Responded {
  invocationId: string;
  status: 'Completed' | 'Canceled' | 'Error';
  output?: unknown;
  errorText?: string;
}

let server: TestServer;
let smtp: TestSmtp;
let withWebMcp: Browser;
let without: Browser;

test.before(async () => {
  smtp = await startSmtp();
  // FORM_MIN_FILL_MS is left at its default: an agent's quick fill must not make the person's send spam.
  server = await startServer({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  withWebMcp = await launchChromium({ args: ['--enable-features=WebMCP'] });
  without = await launchChromium();
});
test.after(async () => {
  await withWebMcp.close();
  await without.close();
  await server.close();
  await smtp.close();
});

/**
 * The tool `name` as the page offers it last, once it has parameters: Chromium may announce a form's
 * tool as soon as its start tag is parsed and again once its fields are (a streamed page arrives in parts).
 */
const offered = (tools: readonly Tool[], name: string) =>
  tools.findLast((t) => t.name === name && Object.keys(t.inputSchema.properties ?? {}).length > 0);

/** A page of `browser` whose WebMCP domain is listened to from before it loads: the tools it offers, and each tool call's answer. */
async function agentPage(): Promise<{ page: Page; cdp: CDPSession; tools: Tool[]; responses: Responded[] }> {
  const context = await newContext(withWebMcp, { viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const tools: Tool[] = [];
  const responses: Responded[] = [];
  cdp.on('WebMCP.toolsAdded' as never, (e: { tools: Tool[] }) => tools.push(...e.tools));
  cdp.on('WebMCP.toolResponded' as never, (e: Responded) => responses.push(e));
  await within(cdp.send('WebMCP.enable' as never), BROWSER_WAIT_MS, 'WebMCP.enable');
  return { page, cdp, tools, responses };
}

test('the home page offers the audit request with its five fields, and the site search; no trap and no hidden field among them', async () => {
  const { page, tools } = await agentPage();
  await page.goto(`${server.url}/`);
  const audit = await waitFor(() => offered(tools, 'request_seo_audit'), BROWSER_WAIT_MS, 'the audit request tool with its fields');
  assert.equal(Object.keys(audit.inputSchema.properties), ['name', 'email', 'phone', 'website', 'goals']);
  assert.equal([...(audit.inputSchema.required ?? [])].sort(), ['email', 'goals', 'name', 'phone']);
  for (const [name, property] of Object.entries(audit.inputSchema.properties))
    assert.ok((property.description ?? '').length > 20, `${name} is described for the agent: ${property.description}`);
  assert.match(audit.description, 'free SEO audit');
  const search = await waitFor(() => offered(tools, 'search_site'), BROWSER_WAIT_MS, 'the site search tool with its field');
  assert.equal(Object.keys(search.inputSchema.properties), ['q']);
  await page.context().close();
});

test('an agent fills the audit request, the person sends it a second after the page opened: stored once, not spam, marked as sent through an agent', async () => {
  const { page, cdp, tools, responses } = await agentPage();
  const opened = Date.now();
  await page.goto(`${server.url}/`);
  // The form's island wakes as it comes into view, as it does for a person who scrolls to it.
  await page.locator('#contact form').scrollIntoViewIfNeeded();
  await waitForIslands(page);
  const tool = await waitFor(() => tools.find((t) => t.name === 'request_seo_audit'), BROWSER_WAIT_MS, 'the audit request tool');
  const before = (server.app.db.prepare('SELECT COUNT(*) AS n FROM enquiries').get() as { n: number }).n;
  const { invocationId } = (await within(
    cdp.send(
      'WebMCP.invokeTool' as never,
      {
        frameId: tool.frameId,
        toolName: tool.name,
        input: {
          name: 'Mere Tane',
          email: 'mere@tane-electrical.co.nz',
          phone: '021 555 0199',
          goals: 'More call-outs from Hamilton searches.',
        },
      } as never,
    ),
    BROWSER_WAIT_MS,
    'WebMCP.invokeTool',
  )) as { invocationId: string };
  const form = page.locator('#contact form');
  await waitFor(
    async () => (await form.locator('[name="email"]').inputValue()) === 'mere@tane-electrical.co.nz',
    BROWSER_WAIT_MS,
    'the agent’s fill',
  );
  // The person reads it and sends it, a second after the page opened.
  await page.waitForTimeout(Math.max(0, 1000 - (Date.now() - opened)));
  await form.locator('button[type="submit"]').click();

  const answer = await waitFor(() => responses.find((r) => r.invocationId === invocationId), BROWSER_WAIT_MS, 'the tool call’s answer');
  assert.is(answer.status, 'Completed', answer.errorText);
  const output = (typeof answer.output === 'string' ? JSON.parse(answer.output) : answer.output) as Record<string, unknown>;
  assert.is(output.received, true);
  assert.match(String(output.message), 'Message Sent!');
  assert.match(String(output.thankYouPage), `${server.url}/thank-you`);

  const rows = server.app.db.prepare('SELECT * FROM enquiries WHERE id > ?').all(before) as Record<string, unknown>[];
  assert.is(rows.length, 1, 'exactly one enquiry');
  const row = rows[0] as Record<string, unknown>;
  assert.equal([row.email, row.is_spam, row.spam_reason, row.via_agent], ['mere@tane-electrical.co.nz', 0, '', 1]);

  const mail = await waitFor(() => smtp.messages.find((m) => m.raw.includes('mere@tane-electrical.co.nz')), 10_000, 'the staff email');
  assert.match(decodeQuotedPrintable(mail.raw), "Sent through: an AI agent in the visitor's browser");
  const { stdout: csv } = await staffCommand('export', ['--format', 'csv'], { DATABASE_PATH: server.config.DATABASE_PATH });
  const exported = (parseCsv(csv, { bom: true, columns: true }) as Record<string, string>[]).find(
    (r) => r.email === 'mere@tane-electrical.co.nz',
  );
  assert.is(exported?.sent_through, "an AI agent in the visitor's browser");
  await page.context().close();
});

test('without WebMCP the form a person sees is the same, with and without JavaScript: five labelled fields, no honeypot in sight', async () => {
  for (const javaScriptEnabled of [true, false]) {
    const context = await newContext(without, { viewport: { width: 375, height: 812 }, javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    const form = page.locator('#contact form');
    const labels = await within(
      form
        .locator('label')
        .evaluateAll((els) =>
          els
            .filter((el) => (el as HTMLElement).getBoundingClientRect().left >= 0 && (el as HTMLElement).offsetParent !== null)
            .map((el) => el.textContent?.trim()),
        ),
      BROWSER_WAIT_MS,
      'the form’s labels',
    );
    assert.equal(
      labels,
      ['Name *', 'Email *', 'Phone *', 'Website (optional)', 'Your goals *'],
      `JavaScript ${javaScriptEnabled ? 'on' : 'off'}`,
    );
    assert.is(await form.locator('button[type="submit"]').isVisible(), true);
    await context.close();
  }
});

/** A prospect's quote form as a hand-made site writes it: labels two ways, a placeholder alone, a hidden token, a textarea. */
const PROSPECT_FORM = `<h2>Ask for a free quote</h2>
<form action="/quote" method="post" class="quote-form" data-note='say "hi"'>
  <label for="n">Your name</label><input id="n" name="name" required>
  <label>Email <input type="email" name="email" required></label>
  <input type="tel" name="phone" placeholder="Best number to call">
  <input type="hidden" name="token" value="abc">
  <textarea name="job" aria-label="The job"></textarea>
  <button type="submit">Send my request</button>
</form>`;

test("the check's fix for a form that declares no tool, pasted into the page, is listed by Chromium as the tool it names", async () => {
  const site = goodSite({
    '/': (o) => goodPage(o, '/', { links: '<a href="/quote">Quote</a>' }),
    '/quote': (o) => goodPage(o, '/quote', { body: PROSPECT_FORM }),
  });
  const { findings } = await checkFacts(site);
  const fix = findings.find((f) => f.id === 'webmcp-forms')?.paste;
  assert.ok(fix, 'the fix is offered');
  const name = /toolname="([^"]+)"/.exec(fix.text)?.[1];
  assert.is(name, 'send_my_request');
  const origin = 'https://prospect.example';
  const served = async (body: string) => {
    const { page, tools } = await agentPage();
    await page.route(`${origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: goodPage(origin, '/quote', { body }) }));
    await page.goto(`${origin}/quote`);
    return { page, tools };
  };
  // As the prospect has it: no tool.
  const before = await served(PROSPECT_FORM);
  await within(
    before.page.evaluate(() => new Promise((r) => requestAnimationFrame(r))),
    BROWSER_WAIT_MS,
    'a frame of the page as it is',
  );
  assert.equal(before.tools, [], 'the form as it is offers no tool');
  await before.page.context().close();
  // Pasted in place of the form, as the fix says.
  const after = await served(PROSPECT_FORM.replace(/<form[\s\S]*<\/form>/, fix.text));
  const tool = await waitFor(() => offered(after.tools, name ?? ''), BROWSER_WAIT_MS, 'the pasted form as a tool');
  assert.match(tool.description, /^Send my request\. It asks for your name, email, best number to call and the job\.$/);
  assert.equal(Object.keys(tool.inputSchema.properties).sort(), ['email', 'job', 'name', 'phone']);
  assert.equal([...(tool.inputSchema.required ?? [])].sort(), ['email', 'name']);
  assert.match(tool.inputSchema.properties.phone?.description ?? '', /Best number to call/);
  // What a person sees is the form as it was.
  assert.is(await after.page.locator('form.quote-form').getAttribute('data-note'), 'say "hi"');
  await after.page.context().close();
});

test.run();
