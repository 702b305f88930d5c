import { describe, expect, it } from 'vitest';
import { info } from '../../../generated/info.ts';
import { operationPage } from '../../../pages/api/@slug/operationPage.ts';
import { apiOrder } from '../apiOrder.ts';
import { buildCodeSamples, type CodeSample } from './buildCodeSamples.ts';
import { INFO, LIST_MEMBERS, operation } from './testFixtures.ts';

const login = (await operationPage('login'))!;
const roomCreate = (await operationPage('room-create'))!;
const upload = (await operationPage('upload'))!;

const source = (samples: CodeSample[], label: string) => samples.find((sample) => sample.label === label)!.source;

describe('buildCodeSamples', () => {
  it('gives the spec’s x-codeSamples first, then twelve languages, the last eight for the menu', () => {
    const samples = buildCodeSamples({ ...LIST_MEMBERS, codeSamples: [{ lang: 'C#', label: 'C# SDK', source: 'client.Rooms.List();' }, { lang: 'Ruby', source: 'x' }] }, INFO);
    expect(samples.map(({ lang, label, more }) => [lang, label, more ?? false])).toEqual([
      ['csharp', 'C# SDK', false],
      ['ruby', 'Ruby', false],
      ['bash', 'curl', false],
      ['javascript', 'JavaScript', false],
      ['python', 'Python', false],
      ['go', 'Go', false],
      ['javascript', 'Node.js', true],
      ['java', 'Java', true],
      ['csharp', 'C#', true],
      ['php', 'PHP', true],
      // Ruby: the spec's own sample, under the same label, stands for it.
      ['rust', 'Rust', true],
      ['kotlin', 'Kotlin', true],
      ['http', 'HTTP', true],
    ]);
    expect(samples[0]!.source).toBe('client.Rooms.List();');
  });

  it('gives a webhook only the spec’s samples: the API sends it, the reader does not', () => {
    expect(buildCodeSamples(operation({ kind: 'webhook', path: 'roomCreated' }), INFO)).toEqual([]);
  });

  it('is deterministic: every operation of the spec, three times over', async () => {
    const pages = await Promise.all(apiOrder.map(async ({ slug }) => (await operationPage(slug))!));
    const render = () => pages.map((page) => buildCodeSamples(page.operation, info, page.schemas));
    const first = render();
    for (const samples of [render(), render(), render()]) expect(samples).toEqual(first);
  });
});

describe('a GET with path and query parameters', () => {
  const samples = buildCodeSamples(LIST_MEMBERS, INFO);

  it('curl', () => {
    expect(source(samples, 'curl')).toMatchInlineSnapshot(`
      "curl 'https://api.example.test/v1/rooms/room_01HZX5N2QW/members?role=owner&role=admin&q=O%27Neil%20%26%20co&limit=20' \\
        -H "Authorization: Bearer $BOB_API_KEY" \\
        -H 'Accept: application/json'"
    `);
  });
  it('Node.js', () => {
    expect(source(samples, 'Node.js')).toMatchInlineSnapshot(`
      "const response = await fetch("https://api.example.test/v1/rooms/room_01HZX5N2QW/members?role=owner&role=admin&q=O%27Neil%20%26%20co&limit=20", {
        method: "GET",
        headers: {
          Authorization: \`Bearer \${process.env.BOB_API_KEY}\`,
          Accept: "application/json",
        },
      });
      if (!response.ok) {
        throw new Error(\`\${response.status} \${response.statusText}: \${await response.text()}\`);
      }
      console.log(await response.json());"
    `);
  });
  it('Python', () => {
    expect(source(samples, 'Python')).toMatchInlineSnapshot(`
      "import os

      import requests

      response = requests.get(
          "https://api.example.test/v1/rooms/room_01HZX5N2QW/members?role=owner&role=admin&q=O%27Neil%20%26%20co&limit=20",
          headers={
              "Authorization": "Bearer " + os.environ["BOB_API_KEY"],
              "Accept": "application/json",
          },
      )
      response.raise_for_status()
      print(response.json())"
    `);
  });
  it('Go', () => {
    expect(source(samples, 'Go')).toMatchInlineSnapshot(`
      "package main

      import (
      	"fmt"
      	"io"
      	"log"
      	"net/http"
      	"os"
      )

      func main() {
      	req, err := http.NewRequest(http.MethodGet, "https://api.example.test/v1/rooms/room_01HZX5N2QW/members?role=owner&role=admin&q=O%27Neil%20%26%20co&limit=20", nil)
      	if err != nil {
      		log.Fatal(err)
      	}
      	req.Header.Set("Authorization", "Bearer "+os.Getenv("BOB_API_KEY"))
      	req.Header.Set("Accept", "application/json")

      	res, err := http.DefaultClient.Do(req)
      	if err != nil {
      		log.Fatal(err)
      	}
      	defer res.Body.Close()

      	data, err := io.ReadAll(res.Body)
      	if err != nil {
      		log.Fatal(err)
      	}
      	if res.StatusCode >= 400 {
      		log.Fatalf("%s: %s", res.Status, data)
      	}
      	fmt.Println(string(data))
      }"
    `);
  });
});

describe('a POST with a JSON body and a bearer API key (room-create)', () => {
  const samples = buildCodeSamples(roomCreate.operation, info, roomCreate.schemas);

  it('curl', () => {
    expect(source(samples, 'curl')).toMatchInlineSnapshot(`
      "curl -X POST 'https://api.buildonblockchain.dev/v1/rooms' \\
        -H "Authorization: Bearer $BOB_API_KEY" \\
        -H 'Accept: application/json' \\
        -H 'Content-Type: application/json' \\
        -H 'Idempotency-Key: 4f9a1c2e-8b7d-4e3f-9a6b-2c1d0e5f7a8b' \\
        -d '{
        "name": "layer2-watch",
        "title": "Layer-2 Watch",
        "description": "Markets on layer-2 adoption, TVL and fees.",
        "visibility": "public",
        "joinPolicy": "request",
        "organisationId": "org_01HZX4A7Q2"
      }'"
    `);
  });
  it('Node.js', () => {
    expect(source(samples, 'Node.js')).toMatchInlineSnapshot(`
      "const response = await fetch("https://api.buildonblockchain.dev/v1/rooms", {
        method: "POST",
        headers: {
          Authorization: \`Bearer \${process.env.BOB_API_KEY}\`,
          Accept: "application/json",
          "Content-Type": "application/json",
          "Idempotency-Key": "4f9a1c2e-8b7d-4e3f-9a6b-2c1d0e5f7a8b",
        },
        body: JSON.stringify({
          name: "layer2-watch",
          title: "Layer-2 Watch",
          description: "Markets on layer-2 adoption, TVL and fees.",
          visibility: "public",
          joinPolicy: "request",
          organisationId: "org_01HZX4A7Q2",
        }),
      });
      if (!response.ok) {
        throw new Error(\`\${response.status} \${response.statusText}: \${await response.text()}\`);
      }
      console.log(await response.json());"
    `);
  });
  it('Python', () => {
    expect(source(samples, 'Python')).toMatchInlineSnapshot(`
      "import os

      import requests

      response = requests.post(
          "https://api.buildonblockchain.dev/v1/rooms",
          headers={
              "Authorization": "Bearer " + os.environ["BOB_API_KEY"],
              "Accept": "application/json",
              "Content-Type": "application/json",
              "Idempotency-Key": "4f9a1c2e-8b7d-4e3f-9a6b-2c1d0e5f7a8b",
          },
          json={
              "name": "layer2-watch",
              "title": "Layer-2 Watch",
              "description": "Markets on layer-2 adoption, TVL and fees.",
              "visibility": "public",
              "joinPolicy": "request",
              "organisationId": "org_01HZX4A7Q2",
          },
      )
      response.raise_for_status()
      print(response.json())"
    `);
  });
  it('Go', () => {
    expect(source(samples, 'Go')).toMatchInlineSnapshot(`
      "package main

      import (
      	"fmt"
      	"io"
      	"log"
      	"net/http"
      	"os"
      	"strings"
      )

      func main() {
      	body := strings.NewReader(\`{
        "name": "layer2-watch",
        "title": "Layer-2 Watch",
        "description": "Markets on layer-2 adoption, TVL and fees.",
        "visibility": "public",
        "joinPolicy": "request",
        "organisationId": "org_01HZX4A7Q2"
      }\`)

      	req, err := http.NewRequest(http.MethodPost, "https://api.buildonblockchain.dev/v1/rooms", body)
      	if err != nil {
      		log.Fatal(err)
      	}
      	req.Header.Set("Authorization", "Bearer "+os.Getenv("BOB_API_KEY"))
      	req.Header.Set("Accept", "application/json")
      	req.Header.Set("Content-Type", "application/json")
      	req.Header.Set("Idempotency-Key", "4f9a1c2e-8b7d-4e3f-9a6b-2c1d0e5f7a8b")

      	res, err := http.DefaultClient.Do(req)
      	if err != nil {
      		log.Fatal(err)
      	}
      	defer res.Body.Close()

      	data, err := io.ReadAll(res.Body)
      	if err != nil {
      		log.Fatal(err)
      	}
      	if res.StatusCode >= 400 {
      		log.Fatalf("%s: %s", res.Status, data)
      	}
      	fmt.Println(string(data))
      }"
    `);
  });
});

describe('a public operation: no credentials (login)', () => {
  const samples = buildCodeSamples(login.operation, info, login.schemas);

  it('curl', () => {
    expect(source(samples, 'curl')).toMatchInlineSnapshot(`
      "curl -X POST 'https://api.buildonblockchain.dev/v1/sessions' \\
        -H 'Accept: application/json' \\
        -H 'Content-Type: application/json' \\
        -H 'Idempotency-Key: 4f9a1c2e-8b7d-4e3f-9a6b-2c1d0e5f7a8b' \\
        -d '{
        "identifier": "sam@example.org",
        "password": "correct-horse-battery-staple"
      }'"
    `);
  });
  it('Node.js', () => {
    expect(source(samples, 'Node.js')).toMatchInlineSnapshot(`
      "const response = await fetch("https://api.buildonblockchain.dev/v1/sessions", {
        method: "POST",
        headers: {
          Accept: "application/json",
          "Content-Type": "application/json",
          "Idempotency-Key": "4f9a1c2e-8b7d-4e3f-9a6b-2c1d0e5f7a8b",
        },
        body: JSON.stringify({
          identifier: "sam@example.org",
          password: "correct-horse-battery-staple",
        }),
      });
      if (!response.ok) {
        throw new Error(\`\${response.status} \${response.statusText}: \${await response.text()}\`);
      }
      console.log(await response.json());"
    `);
  });
  it('Python', () => {
    expect(source(samples, 'Python')).toMatchInlineSnapshot(`
      "import requests

      response = requests.post(
          "https://api.buildonblockchain.dev/v1/sessions",
          headers={
              "Accept": "application/json",
              "Content-Type": "application/json",
              "Idempotency-Key": "4f9a1c2e-8b7d-4e3f-9a6b-2c1d0e5f7a8b",
          },
          json={
              "identifier": "sam@example.org",
              "password": "correct-horse-battery-staple",
          },
      )
      response.raise_for_status()
      print(response.json())"
    `);
  });
  it('Go', () => {
    expect(source(samples, 'Go')).toMatchInlineSnapshot(`
      "package main

      import (
      	"fmt"
      	"io"
      	"log"
      	"net/http"
      	"strings"
      )

      func main() {
      	body := strings.NewReader(\`{
        "identifier": "sam@example.org",
        "password": "correct-horse-battery-staple"
      }\`)

      	req, err := http.NewRequest(http.MethodPost, "https://api.buildonblockchain.dev/v1/sessions", body)
      	if err != nil {
      		log.Fatal(err)
      	}
      	req.Header.Set("Accept", "application/json")
      	req.Header.Set("Content-Type", "application/json")
      	req.Header.Set("Idempotency-Key", "4f9a1c2e-8b7d-4e3f-9a6b-2c1d0e5f7a8b")

      	res, err := http.DefaultClient.Do(req)
      	if err != nil {
      		log.Fatal(err)
      	}
      	defer res.Body.Close()

      	data, err := io.ReadAll(res.Body)
      	if err != nil {
      		log.Fatal(err)
      	}
      	if res.StatusCode >= 400 {
      		log.Fatalf("%s: %s", res.Status, data)
      	}
      	fmt.Println(string(data))
      }"
    `);
  });
});

describe('a multipart upload (upload)', () => {
  const samples = buildCodeSamples(upload.operation, info, upload.schemas);

  it('curl', () => {
    expect(source(samples, 'curl')).toMatchInlineSnapshot(`
      "curl -X POST 'https://api.buildonblockchain.dev/v1/uploads' \\
        -H "Authorization: Bearer $BOB_API_KEY" \\
        -H 'Accept: application/json' \\
        -H 'Idempotency-Key: 4f9a1c2e-8b7d-4e3f-9a6b-2c1d0e5f7a8b' \\
        -F 'file=@path/to/file' \\
        -F 'purpose=avatar' \\
        -F 'altText=A cartoon fox wearing sunglasses'"
    `);
  });
  it('Node.js', () => {
    expect(source(samples, 'Node.js')).toMatchInlineSnapshot(`
      "import { readFile } from "node:fs/promises";

      const form = new FormData();
      form.append("file", new Blob([await readFile("path/to/file")]), "file");
      form.append("purpose", "avatar");
      form.append("altText", "A cartoon fox wearing sunglasses");

      const response = await fetch("https://api.buildonblockchain.dev/v1/uploads", {
        method: "POST",
        headers: {
          Authorization: \`Bearer \${process.env.BOB_API_KEY}\`,
          Accept: "application/json",
          "Idempotency-Key": "4f9a1c2e-8b7d-4e3f-9a6b-2c1d0e5f7a8b",
        },
        body: form,
      });
      if (!response.ok) {
        throw new Error(\`\${response.status} \${response.statusText}: \${await response.text()}\`);
      }
      console.log(await response.json());"
    `);
  });
  it('Python', () => {
    expect(source(samples, 'Python')).toMatchInlineSnapshot(`
      "import os

      import requests

      response = requests.post(
          "https://api.buildonblockchain.dev/v1/uploads",
          headers={
              "Authorization": "Bearer " + os.environ["BOB_API_KEY"],
              "Accept": "application/json",
              "Idempotency-Key": "4f9a1c2e-8b7d-4e3f-9a6b-2c1d0e5f7a8b",
          },
          data={
              "purpose": "avatar",
              "altText": "A cartoon fox wearing sunglasses",
          },
          files={
              "file": open("path/to/file", "rb"),
          },
      )
      response.raise_for_status()
      print(response.json())"
    `);
  });
  it('Go', () => {
    expect(source(samples, 'Go')).toMatchInlineSnapshot(`
      "package main

      import (
      	"bytes"
      	"fmt"
      	"io"
      	"log"
      	"mime/multipart"
      	"net/http"
      	"os"
      	"path/filepath"
      )

      func main() {
      	var body bytes.Buffer
      	form := multipart.NewWriter(&body)
      	if err := addFile(form, "file", "path/to/file"); err != nil {
      		log.Fatal(err)
      	}
      	if err := form.WriteField("purpose", "avatar"); err != nil {
      		log.Fatal(err)
      	}
      	if err := form.WriteField("altText", "A cartoon fox wearing sunglasses"); err != nil {
      		log.Fatal(err)
      	}
      	if err := form.Close(); err != nil {
      		log.Fatal(err)
      	}

      	req, err := http.NewRequest(http.MethodPost, "https://api.buildonblockchain.dev/v1/uploads", &body)
      	if err != nil {
      		log.Fatal(err)
      	}
      	req.Header.Set("Authorization", "Bearer "+os.Getenv("BOB_API_KEY"))
      	req.Header.Set("Accept", "application/json")
      	req.Header.Set("Idempotency-Key", "4f9a1c2e-8b7d-4e3f-9a6b-2c1d0e5f7a8b")
      	req.Header.Set("Content-Type", form.FormDataContentType())

      	res, err := http.DefaultClient.Do(req)
      	if err != nil {
      		log.Fatal(err)
      	}
      	defer res.Body.Close()

      	data, err := io.ReadAll(res.Body)
      	if err != nil {
      		log.Fatal(err)
      	}
      	if res.StatusCode >= 400 {
      		log.Fatalf("%s: %s", res.Status, data)
      	}
      	fmt.Println(string(data))
      }

      // addFile adds the file at path to the form, as the field name.
      func addFile(form *multipart.Writer, name, path string) error {
      	file, err := os.Open(path)
      	if err != nil {
      		return err
      	}
      	defer file.Close()
      	part, err := form.CreateFormFile(name, filepath.Base(path))
      	if err != nil {
      		return err
      	}
      	_, err = io.Copy(part, file)
      	return err
      }"
    `);
  });
});
