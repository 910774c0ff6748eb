// The plan's strict allowlist: each 2xx answer checked against the response schema the server's
// own API document declares for it (made from the contract; every object there has
// `additionalProperties: false`), with F1's checker. A field the contract does not list fails.
import { isSchema } from './f1-arbitraries.js';
import { operationsOf, ResponseChecker, type Operation } from './f1-openapi.js';

export class AnswerAllowlist {
  private readonly checker: ResponseChecker;
  private readonly routes: { operation: Operation; pattern: RegExp }[];

  constructor(document: unknown) {
    const json = isSchema(document) ? document : {};
    this.checker = new ResponseChecker(json);
    this.routes = operationsOf(json).map((operation) => ({
      operation,
      pattern: new RegExp(
        `^${operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '[^/]+')}$`,
      ),
    }));
  }

  /**
   * Null when the answer keeps to its schema (or is not a 2xx JSON answer); otherwise why not.
   * `url` is `/api/...`, with or without a query.
   */
  check(method: string, url: string, status: number, body: unknown): string | null {
    if (status < 200 || status >= 300 || typeof body !== 'object' || body === null) return null;
    const path = url.split('?')[0] ?? url;
    // The most literal template wins (`wallet/orders/{id}/` over `wallet/{id}/{provider}/`).
    const params = (template: string) => (template.match(/\{/g) ?? []).length;
    const route = this.routes
      .filter((r) => r.operation.method === method && r.pattern.test(path))
      .sort((a, b) => params(a.operation.path) - params(b.operation.path))[0];
    if (!route) return `no operation ${method} ${path} in the document`;
    const result = this.checker.check(
      route.operation,
      status,
      'application/json',
      JSON.stringify(body),
    );
    return result.ok ? null : `${route.operation.id}: ${result.reason}`;
  }
}
