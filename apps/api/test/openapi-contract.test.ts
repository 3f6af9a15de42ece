// The HTTP contract (http/openapi.ts): every route the server registers is in the OpenAPI document,
// and real answers of every documented call — as a visitor, a free, a PRO and an admin account, on the
// seeded demo data — have a status the document declares and a body its schema accepts.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, expect, it } from 'vitest';
import { Agent, describeOnDatabases } from './support';

interface Operation {
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  tags?: string[];
  summary?: string;
}
type Document = {
  openapi: string;
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, Operation>>;
};

/** A value for each path parameter that reaches the handler (seeded ids, a real ticker). */
const SAMPLE_PARAMS: Record<string, string> = {
  id: '1',
  ideaId: '1',
  portfolioId: '1',
  ticker: 'SBER',
  slug: 'no-such-entry',
  key: 'current',
  kind: 'pay',
  name: 'no-such-job',
  extId: 'no-such-subscription',
};

/** Calls whose success would end the caller's session or change what other calls see: made as a visitor only. */
const VISITOR_ONLY = new Set(['POST /logout', 'POST /api/auth/login', 'POST /api/auth/register']);

const toOpenApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const fill = (path: string) => path.replace(/\{(\w+)\}/g, (_, name: string) => SAMPLE_PARAMS[name] ?? '1');

describeOnDatabases('openapi contract', (ctx) => {
  let document: Document;
  let ajv: Ajv2020;

  beforeAll(async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(answer.statusCode).toBe(200);
    document = answer.json() as Document;
    ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats.default(ajv);
    ajv.addSchema({ ...document, $id: 'openapi' });
  });

  /** What is wrong with one answer against the operation's declared responses (null: nothing). */
  function problemOf(label: string, operation: Operation, status: number, contentType: string, body: string) {
    const declared = operation.responses[String(status)];
    if (!declared) return `${label}: answered ${status}, which the document does not declare (${body.slice(0, 200)})`;
    if (!declared.content || body === '') return null;
    if (!contentType.startsWith('application/json'))
      return Object.keys(declared.content).some((type) => contentType.startsWith(type))
        ? null
        : `${label} ${status}: ${contentType} is not among ${Object.keys(declared.content).join(', ')}`;
    if (!declared.content['application/json']?.schema) return `${label} ${status}: no JSON schema`;
    const validate = ajv.compile({ $ref: `openapi#${pointerTo(label, status)}` });
    if (validate(JSON.parse(body))) return null;
    return `${label} ${status}: ${ajv.errorsText(validate.errors)} ${body.slice(0, 300)}`;
  }

  const pointers = new Map<string, string>();
  const pointerTo = (label: string, status: number) =>
    `${pointers.get(label)}/responses/${status}/content/application~1json/schema`;

  it('documents every route the server registers, and the document is OpenAPI 3.1', () => {
    expect(document.openapi).toBe('3.1.0');
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, item]) =>
        Object.keys(item).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    const missing = ctx.app.registeredRoutes
      .filter((route) => !route.hidden && route.method !== 'HEAD')
      .map((route) => `${route.method} ${toOpenApiPath(route.url)}`)
      .filter((key) => !documented.has(key));
    expect(missing).toEqual([]);
    for (const [path, item] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(item)) {
        expect(operation.summary, `${method} ${path}`).toBeTruthy();
        expect(operation.tags?.length, `${method} ${path}`).toBeGreaterThan(0);
      }
  });

  // The document's lint (CI runs it with every API test, no network): valid against the OpenAPI 3.1
  // schema, and what a reader and a generator rely on beyond that.
  it("is a valid OpenAPI 3.1 document (the specification's own schema)", async () => {
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lints: known tags, path parameters as in the path, schemas that compile, a description per answer', () => {
    const tags = new Set(document.tags.map((tag) => tag.name));
    const problems: string[] = [];
    const strict = new Ajv2020({ strict: false });
    addFormats.default(strict);
    strict.addSchema({ ...document, $id: 'lint' });
    for (const [path, item] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(item)) {
        const label = `${method.toUpperCase()} ${path}`;
        for (const tag of operation.tags ?? []) if (!tags.has(tag)) problems.push(`${label}: unknown tag ${tag}`);
        const inPath = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
        const declared = (operation.parameters ?? [])
          .filter((parameter) => parameter.in === 'path')
          .map((parameter) => parameter.name)
          .sort();
        if (inPath.join() !== declared.join())
          problems.push(`${label}: path parameters ${declared.join()} ≠ ${inPath.join()}`);
        for (const [status, answer] of Object.entries(operation.responses)) {
          if (!(answer as { description?: string }).description) problems.push(`${label} ${status}: no description`);
          for (const type of Object.keys(answer.content ?? {})) {
            const pointer = `/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}/responses/${status}/content/${type.replace(/\//g, '~1')}/schema`;
            try {
              strict.compile({ $ref: `lint#${pointer}` });
            } catch (error) {
              problems.push(`${label} ${status} ${type}: ${(error as Error).message}`);
            }
          }
        }
      }
    expect(problems).toEqual([]);
  });

  it('every documented call answers as the document says, for a visitor, free, PRO and admin', async () => {
    const agents: Array<[string, Agent]> = [['visitor', new Agent(() => ctx.app)]];
    await agents[0]![1].get('/api/config');
    for (const email of ['free@investradar.ru', 'pro@investradar.ru', 'admin@investradar.ru', 'editor@investradar.ru'])
      agents.push([email.split('@')[0]!, await ctx.signedIn(email)]);
    let calls = 0;
    const problems: string[] = [];
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        const key = `${method.toUpperCase()} ${path}`;
        pointers.set(key, `/paths/${path.replace(/~/g, '~0').replace(/\//g, '~1')}/${method}`);
        for (const [who, agent] of agents) {
          if (who !== 'visitor' && VISITOR_ONLY.has(key)) continue;
          const answer = await agent.request({
            method: method.toUpperCase() as 'GET',
            url: fill(path),
            ...(method === 'get' || method === 'delete' ? {} : { payload: {} }),
            headers: { accept: 'application/json' },
          });
          calls += 1;
          const problem = problemOf(
            key,
            operation,
            answer.statusCode,
            String(answer.headers['content-type'] ?? ''),
            answer.body,
          );
          if (problem) problems.push(`${who}: ${problem}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(calls).toBeGreaterThan(300);
  });
});
