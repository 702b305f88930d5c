import { readFile } from "node:fs/promises";

const response = await fetch("https://api.example.org/v1/users/u_1/avatar", {
  method: "PUT",
  headers: {
    Authorization: `Bearer ${process.env.BOB_API_KEY}`,
    Accept: "application/json",
    "Content-Type": "image/png",
  },
  body: await readFile("path/to/file"),
});
if (!response.ok) {
  throw new Error(`${response.status} ${response.statusText}: ${await response.text()}`);
}
console.log(await response.json());
