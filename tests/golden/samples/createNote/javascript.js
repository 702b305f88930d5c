const BOB_API_KEY = "<BOB_API_KEY>";

const response = await fetch("https://api.example.org/v1/notes", {
  method: "POST",
  headers: {
    Authorization: `Bearer ${BOB_API_KEY}`,
    Accept: "application/json",
    "Content-Type": "application/json",
    "Idempotency-Key": "4f9a1c2e-8b7d-4e3f-9a6b-2c1d0e5f7a8b",
  },
  body: JSON.stringify({
    title: "It's \"done\"",
    body: "Costs $5 #{not} ${interpolated}\nSecond line",
    tags: [
      "a",
      "b",
    ],
    pinned: true,
    due: null,
    weight: 1.5,
  }),
});
if (!response.ok) {
  throw new Error(`${response.status} ${response.statusText}: ${await response.text()}`);
}
console.log(await response.json());
