import { describe, expect, it } from 'vitest';
import { cleanHtml } from './clean-html.ts';

describe('cleanHtml', () => {
  it("keeps the site's own article markup (void tags written as <br />)", () => {
    const html = '<h3>送迎</h3><p>空港から<strong>無料</strong>で。<br />ご予約は<a href="/meetings">こちら</a>。</p><ul><li>杭州東駅</li></ul><img src="/img/hotels/pro001/banner-1.webp" alt="朝の西湖" />';
    expect(cleanHtml(html)).toBe(html);
  });

  it('drops scripts, styles, event handlers, inline styles and iframes', () => {
    expect(cleanHtml('<p style="color:red" onclick="steal()">本文</p><script>alert(1)</script><style>p{}</style><iframe src="https://evil.example"></iframe>')).toBe('<p>本文</p>');
  });

  it('keeps links only to our paths or https, images only from /media/ or /img/', () => {
    expect(cleanHtml('<a href="javascript:alert(1)">x</a><a href="http://plain.example">y</a><a href="https://ok.example/a">z</a>')).toBe('<a>x</a><a>y</a><a href="https://ok.example/a">z</a>');
    expect(cleanHtml('<img src="https://tracker.example/p.gif"><img src="//cdn.example/a.png"><img src="data:image/png;base64,AAAA"><img src="/media/3/1200.webp" alt="庭">')).toBe('<img src="/media/3/1200.webp" alt="庭" />');
  });
});
