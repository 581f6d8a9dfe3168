/**
 * How Chromium is started for a browser run, and why each door is closed (docs/site-check.md, "The
 * browser run"). Lighthouse applies the phone's emulation and throttling itself over DevTools.
 */
export function chromiumFlags(options: { profileDir: string; proxyPort: number; noSandbox: boolean }): string[] {
  return [
    '--headless=new',
    // DevTools on a free loopback port, written to DevToolsActivePort in the profile (lab-child.ts reads it).
    '--remote-debugging-address=127.0.0.1',
    '--remote-debugging-port=0',
    // A fresh profile each run, removed afterwards: nothing carries from one prospect to the next.
    `--user-data-dir=${options.profileDir}`,
    // Every request through our proxy, loopback and link-local too (Chromium otherwise bypasses them).
    `--proxy-server=http://127.0.0.1:${options.proxyPort}`,
    '--proxy-bypass-list=<-loopback>',
    // No UDP around the proxy: WebRTC only through it (which means not at all), and no QUIC.
    '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
    '--webrtc-ip-handling-policy=disable_non_proxied_udp',
    '--disable-quic',
    // Pop-ups and new windows refused; permission prompts answered no.
    '--block-new-web-contents',
    '--deny-permission-prompts',
    // Chromium's own traffic off (updates, sync, extensions, field trials): the proxy would refuse most of it anyway.
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-default-apps',
    '--disable-extensions',
    '--disable-sync',
    '--disable-domain-reliability',
    '--disable-features=OptimizationHints,OptimizationGuideModelDownloading,OptimizationHintsFetching,Translate,MediaRouter,AutofillServerCommunication,CertificateTransparencyComponentUpdater',
    '--disable-client-side-phishing-detection',
    '--metrics-recording-only',
    '--no-first-run',
    '--no-default-browser-check',
    '--no-pings',
    // Debian's Chromium 156 starts two chrome_crashpad_handler processes all the same, each in a
    // session of its own outside the run's group (--disable-crash-reporter changes nothing, and
    // --disable-crashpad-for-testing stops them but crashes the network service, so no page loads):
    // they carry the run's marker and are ended with it (run-marker.ts).
    '--disable-breakpad',
    // As a phone: Chrome on Android isolates only sites people sign in to, not every site in a process
    // of its own as desktop Chromium does; a page of 50 cross-site iframes would otherwise be 50
    // renderers, over a gigabyte that no phone spends (and the fresh profile holds nothing to isolate).
    '--disable-site-isolation-trials',
    // WebMCP on, as Chrome previews it: Lighthouse 13's Agentic Browsing audits read the page's form tools through it.
    '--enable-features=WebMCP',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--mute-audio',
    ...(options.noSandbox ? ['--no-sandbox'] : []),
    'about:blank',
  ];
}
