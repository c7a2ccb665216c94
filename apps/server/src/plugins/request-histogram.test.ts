import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { RequestHistogram, STATUS_CLASSES } from './request-histogram.ts';

describe('RequestHistogram', () => {
  it("exports exactly what prom-client's Histogram exports for the same answers, as text and as JSON", async () => {
    const ours = new Registry();
    const theirs = new Registry();
    const histogram = new RequestHistogram('http_request_duration_seconds', 'Time to answer.', ours);
    const reference = new Histogram({ name: 'http_request_duration_seconds', help: 'Time to answer.', labelNames: ['method', 'route', 'status_class'], registers: [theirs] });
    const routes = ['/crsapi/v1/hotel/getBanner', '/cms/newslist.aspx', 'unmatched', '/a "quoted"\\route'];
    const seconds = [0, 0.004, 0.005, 0.0051, 0.03, 0.1, 0.7, 2.5, 9.99, 10, 11, 300];
    for (let i = 0; i < 500; i++) {
      const method = i % 3 === 0 ? 'GET' : 'POST';
      const route = routes[(i * 7) % routes.length]!;
      const statusClass = (i * 5) % STATUS_CLASSES.length;
      const value = seconds[(i * 11) % seconds.length]! + i / 1e6;
      histogram.observe(method, route, statusClass, value);
      reference.observe({ method, route, status_class: STATUS_CLASSES[statusClass] }, value);
    }
    const text = await ours.metrics();
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/crsapi\/v1\/hotel\/getBanner",status_class="1xx"\} \d+$/m);
    expect(text).toBe(await theirs.metrics());
    expect(await ours.getMetricsAsJSON()).toEqual(await theirs.getMetricsAsJSON());
    ours.resetMetrics();
    theirs.resetMetrics();
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });

  it('refuses a value that is not a number, as prom-client does', () => {
    const histogram = new RequestHistogram('h', 'h', new Registry());
    expect(() => histogram.observe('GET', '/', 1, Number.NaN)).toThrow(TypeError);
  });
});
