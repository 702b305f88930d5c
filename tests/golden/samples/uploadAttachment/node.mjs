import { readFile } from "node:fs/promises";

const form = new FormData();
form.append("file", new Blob([await readFile("path/to/file")]), "file");
form.append("caption", "A fox");
form.append("labels", "animal");
form.append("labels", "orange");

const response = await fetch("https://api.example.org/v1/attachments", {
  method: "POST",
  headers: {
    Authorization: `Bearer ${process.env.BOB_API_KEY}`,
    Accept: "application/json",
  },
  body: form,
});
if (!response.ok) {
  throw new Error(`${response.status} ${response.statusText}: ${await response.text()}`);
}
console.log(await response.json());
