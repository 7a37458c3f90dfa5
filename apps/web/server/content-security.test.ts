import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonceWriter } from './content-security';

function run(chunks: string[], nonce = 'N0nce') {
  const writer = createNonceWriter(nonce);
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

  it('allows no inline script without the nonce and no script from elsewhere', () => {
    const policy = contentSecurityPolicy('abc', { https: false });
    expect(policy).toContain("script-src 'self' 'nonce-abc'");
    expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(contentSecurityPolicy('abc', { https: true })).toContain('upgrade-insecure-requests');
  });
});
