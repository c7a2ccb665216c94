import type { FastifyInstance, RouteOptions } from 'fastify';

/** One route of the app as Fastify registered it, with the field names its schema declares. */
export interface FuzzRoute {
  method: 'GET' | 'POST';
  url: string;
  /** Querystring fields (GET and some POST routes). */
  queryFields: string[];
  /** Body fields of an object body; empty for routes without one. */
  bodyFields: string[];
}

/**
 * Routes the fuzzer leaves out, each with the reason. Everything else registered on the app is
 * fuzzed, so a new endpoint is fuzzed without editing the suite; a route named here that no
 * longer exists fails the suite too.
 */
export const NOT_FUZZED: Record<string, string> = {
  'GET /crsapi/docs': 'the OpenAPI document: takes no input (openapi.test.ts)',
  'GET /adminapi/docs': 'the staff OpenAPI document: takes no input (admin-openapi.test.ts)',
  'GET /__dev/sms': 'demo mode only (404 in production): reads the console outbox',
  'POST /simulator/alipay/gateway.do': 'the demo payment simulator (not in production): speaks Alipay, not the envelope',
  'POST /simulator/wechat/v3/pay/transactions/native': 'the demo payment simulator: speaks WeChat Pay, not the envelope',
  'GET /simulator/wechat/v3/pay/transactions/out-trade-no/:outTradeNo': 'the demo payment simulator',
  'POST /simulator/wechat/v3/pay/transactions/out-trade-no/:outTradeNo/close': 'the demo payment simulator',
  'POST /simulator/wechat/v3/refund/domestic/refunds': 'the demo payment simulator',
  'GET /simulator/wechat/v3/refund/domestic/refunds/:outRefundNo': 'the demo payment simulator',
  'GET /simulator/scan/:scanId': 'the demo payment simulator: an HTML scan page',
  'POST /simulator/scan/:scanId/pay': 'the demo payment simulator: an HTML scan page',
};

/** Payment notifications answer in each provider's protocol, not the envelope (checked apart). */
export const NOTIFY_ROUTE = 'POST /crsapi/v1/pay/notify/:method';

interface ZodLike {
  shape?: Record<string, unknown>;
  def?: { options?: unknown[]; in?: unknown; innerType?: unknown; left?: unknown; right?: unknown };
}

/** The field names of a zod object schema, looking through unions, pipes, intersections and wrappers. */
const keysOf = (schema: unknown, depth = 0): string[] => {
  const z = schema as ZodLike | undefined;
  if (!z || depth > 5) return [];
  if (z.shape && typeof z.shape === 'object') return Object.keys(z.shape);
  const def = z.def ?? {};
  const parts = [...(def.options ?? []), def.in, def.innerType, def.left, def.right].filter(Boolean);
  return [...new Set(parts.flatMap((part) => keysOf(part, depth + 1)))];
};

/** Collects every route while the app is built: pass as buildApp's beforeRoutes. */
export function routeCollector() {
  const routes: FuzzRoute[] = [];
  const register = async (root: FastifyInstance) => {
    root.addHook('onRoute', (route: RouteOptions) => {
      const schema: { querystring?: unknown; body?: unknown } | undefined = route.schema;
      for (const method of [route.method].flat()) {
        if (method !== 'GET' && method !== 'POST') continue;
        routes.push({ method: method as 'GET' | 'POST', url: route.url, queryFields: keysOf(schema?.querystring), bodyFields: keysOf(schema?.body) });
      }
    });
  };
  return { routes, register };
}

export const routeName = (r: Pick<FuzzRoute, 'method' | 'url'>) => `${r.method} ${r.url}`;
