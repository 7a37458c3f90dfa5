import { describe, expect, it } from 'vitest';
import { AFTER_PAINT_LOADER } from './after-paint';
import { contentSecurityPolicy, createNonceWriter } from './content-security';

function run(chunks: string[], nonce = 'N0nce', holdScripts = false) {
  const writer = createNonceWriter(nonce, { holdScripts });
  return Buffer.concat([...chunks.map((chunk) => writer.write(Buffer.from(chunk))), writer.end()]).toString();
}

describe('nonces in cached HTML', () => {
  it("adds the nonce to inline scripts and this origin's scripts, not to other origins'", () => {
    const html = run([
      '<head><script src="/_next/static/chunks/a.js" async=""></script>',
      '<script>self.__next_f.push([1,"x"])</script><script src="https://evil.example/x.js"></script>',
      '<script src="//evil.example/y.js"></script><script type="application/ld+json">{}</script></head>',
    ]);
    expect(html).toContain('<script nonce="N0nce" src="/_next/static/chunks/a.js" async="">');
    expect(html).toContain('<script nonce="N0nce">self.__next_f.push');
    expect(html).toContain('<script src="https://evil.example/x.js">');
    expect(html).toContain('<script src="//evil.example/y.js">');
    expect(html.match(/nonce=/g)).toHaveLength(3);
  });

  it('finds a tag cut by chunk boundaries anywhere, and keeps Persian text split mid-character intact', () => {
    const page = '<p>بازار صنعت</p><script>go()</script><p>پایان</p>';
    const bytes = Buffer.from(page);
    for (let cut = 1; cut < bytes.length; cut += 1) {
      const writer = createNonceWriter('n');
      const out = Buffer.concat([
        writer.write(bytes.subarray(0, cut)),
        writer.write(bytes.subarray(cut)),
        writer.end(),
      ]).toString();
      expect(out).toBe('<p>بازار صنعت</p><script nonce="n">go()</script><p>پایان</p>');
    }
  });

  it('leaves a tag that already has a nonce alone', () => {
    expect(run(['<script nonce="x">a()</script>'])).toBe('<script nonce="x">a()</script>');
  });

  it('gives no nonce to what React never writes as a script tag', () => {
    // React writes tag names in lower case and escapes text, so these can only come from elsewhere.
    const html = run(['<SCRIPT>x()</SCRIPT><scripts>y</scripts><p>a < b</p><script>ok()</script>']);
    expect(html).toBe('<SCRIPT>x()</SCRIPT><scripts>y</scripts><p>a < b</p><script nonce="N0nce">ok()</script>');
  });

  it('lets an unclosed `<` go after 2 KB instead of holding the page back', () => {
    const writer = createNonceWriter('n');
    const first = writer.write(Buffer.from(`<p>a <${'x'.repeat(3000)}`));
    expect(first.length).toBe(3006);
    expect(writer.write(Buffer.from('<scr')).length).toBe(0);
    expect(Buffer.concat([writer.write(Buffer.from('ipt>')), writer.end()]).toString()).toBe('<script nonce="n">');
  });

  it("holds the framework's async chunks until after the first paint, behind one nonced loader", () => {
    const page = [
      '<head><script src="/_next/static/chunks/a.js" async=""></script><script src="/_next/static/chunks/b.js" async=""></script>',
      '<script src="/_next/static/chunks/legacy.js" noModule=""></script><script>self.__next_f.push([1,"x"])</script>',
      '<script src="https://evil.example/x.js" async=""></script></head><body><script src="/_next/static/chunks/c.js" async=""></script></body>',
    ];
    const html = run(page, 'N0nce', true);
    // Not fetched or run by the browser as written: the loader starts each one with the same address.
    expect(html).not.toMatch(/<script[^>]*\ssrc="\/_next\/static\/chunks\/[abc]\.js"/);
    for (const name of ['a', 'b', 'c'])
      expect(html).toContain(`<script nonce="N0nce" data-after-paint-src="/_next/static/chunks/${name}.js" async="">`);
    // One loader, before the first held chunk, allowed by the page's nonce.
    expect(html.split(AFTER_PAINT_LOADER)).toHaveLength(2);
    expect(html.indexOf(`<script nonce="N0nce">${AFTER_PAINT_LOADER}</script>`)).toBeLessThan(
      html.indexOf('chunks/a.js'),
    );
    // What is not an async chunk of this origin stays as it was.
    expect(html).toContain('<script nonce="N0nce" src="/_next/static/chunks/legacy.js" noModule="">');
    expect(html).toContain('<script nonce="N0nce">self.__next_f.push');
    expect(html).toContain('<script src="https://evil.example/x.js" async="">');
    // Cut anywhere, the page comes out the same.
    const whole = Buffer.from(page.join(''));
    for (let cut = 1; cut < whole.length; cut += 7) {
      const writer = createNonceWriter('N0nce', { holdScripts: true });
      const out = Buffer.concat([
        writer.write(whole.subarray(0, cut)),
        writer.write(whole.subarray(cut)),
        writer.end(),
      ]);
      expect(out.toString()).toBe(html);
    }
  });

  it('leaves the chunks to the browser when holding is off', () => {
    const html = run(['<script src="/_next/static/chunks/a.js" async=""></script>']);
    expect(html).toBe('<script nonce="N0nce" src="/_next/static/chunks/a.js" async=""></script>');
  });

  it('allows no inline script without the nonce and no script from elsewhere', () => {
    const policy = contentSecurityPolicy('abc', { https: false });
    expect(policy).toContain("script-src 'self' 'nonce-abc'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(contentSecurityPolicy('abc', { https: true })).toContain('upgrade-insecure-requests');
  });
});
