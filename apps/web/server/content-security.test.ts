import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, createNonceWriter } from './content-security';

function run(chunks: string[], nonce = 'N0nce') {
  const writer = createNonceWriter(nonce);
  return chunks.map((chunk) => writer.write(Buffer.from(chunk))).join('') + writer.end();
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
      const out = writer.write(bytes.subarray(0, cut)) + writer.write(bytes.subarray(cut)) + writer.end();
      expect(out).toBe('<p>بازار صنعت</p><script nonce="n">go()</script><p>پایان</p>');
    }
  });

  it('leaves a tag that already has a nonce alone', () => {
    expect(run(['<script nonce="x">a()</script>'])).toBe('<script nonce="x">a()</script>');
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
