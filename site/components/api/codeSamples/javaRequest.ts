import { javaString, javaTextBlock } from './javaLiteral.ts';
import type { RequestShape } from './requestShape.ts';

/** The classes java.hbs uses for this request, sorted: each one with its use. */
export function javaImports(shape: RequestShape): string[] {
  const kind = shape.body?.kind;
  const imports = ['java.net.URI', 'java.net.http.HttpClient', 'java.net.http.HttpRequest', 'java.net.http.HttpResponse'];
  if (kind === 'file' || shape.hasFiles) imports.push('java.nio.file.Path');
  if (kind === 'multipart') imports.push('java.io.ByteArrayOutputStream', 'java.nio.charset.StandardCharsets', 'java.util.UUID');
  if (shape.hasFiles) imports.push('java.io.IOException', 'java.nio.file.Files');
  return imports.sort();
}

/**
 * The builder's method call with its body: `.GET()` and `.DELETE()` without one, `.POST(…)` and
 * `.PUT(…)`, else `.method("PATCH", …)`. A JSON body is a text block, indented to sit in the call.
 */
export function javaMethod(shape: RequestShape): string {
  const { method, body } = shape;
  const publisher = !body ? 'HttpRequest.BodyPublishers.noBody()'
    : body.kind === 'json' ? `HttpRequest.BodyPublishers.ofString(${javaTextBlock(JSON.stringify(body.value, null, 2) ?? 'null', 16)})`
    : body.kind === 'text' ? `HttpRequest.BodyPublishers.ofString(${javaString(body.text)})`
    : body.kind === 'file' ? `HttpRequest.BodyPublishers.ofFile(Path.of(${javaString(body.path)}))`
    : 'form.body()';
  if (!body && (method === 'GET' || method === 'DELETE')) return `.${method}()`;
  if (method === 'POST' || method === 'PUT') return `.${method}(${publisher})`;
  return `.method(${javaString(method)}, ${publisher})`;
}
