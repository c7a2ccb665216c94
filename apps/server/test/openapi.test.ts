import { describe, expect, it } from 'vitest';
import type { OpenAPIV3 } from 'openapi-types';
import { endpoints, type EndpointName } from '@hotel/shared/api/endpoints';
import { useTestApp } from './helpers/test-app.ts';

const t = useTestApp();

async function openApiDocument(): Promise<OpenAPIV3.Document> {
  const response = await t.app.inject({ method: 'GET', url: '/crsapi/docs' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/application\/json/);
  return response.json<OpenAPIV3.Document>();
}

describe('GET /crsapi/docs', () => {
  it('is an OpenAPI 3 document', async () => {
    const doc = await openApiDocument();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).not.toBe('');
  });

  it.each(Object.keys(endpoints) as EndpointName[])('documents %s with its method and inputs', async (name) => {
    const { method, path, input } = endpoints[name];
    const operation = (await openApiDocument()).paths[path]?.[method.toLowerCase() as 'get' | 'post'];
    expect(operation, `${method} ${path}`).toBeDefined();
    expect(operation?.responses['200']).toBeDefined();
    const fields = Object.keys(input.shape).sort();
    if (method === 'GET') {
      const params = (operation?.parameters ?? []) as OpenAPIV3.ParameterObject[];
      expect(params.filter((p) => p.in === 'query').map((p) => p.name).sort()).toEqual(fields);
    } else {
      const body = operation?.requestBody as OpenAPIV3.RequestBodyObject | undefined;
      const schema = body?.content['application/json']?.schema as OpenAPIV3.SchemaObject | undefined;
      expect(Object.keys(schema?.properties ?? {}).sort()).toEqual(fields);
    }
  });

  it('documents no path that endpoints.ts does not list', async () => {
    const listed = new Set<string>(Object.values(endpoints).map((e) => e.path));
    expect(Object.keys((await openApiDocument()).paths).filter((p) => !listed.has(p))).toEqual([]);
  });
});
