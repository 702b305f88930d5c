const response = await fetch("https://api.example.org/v1/notes/n_1", {
  method: "PUT",
  headers: {
    Authorization: `Bearer ${process.env.BOB_API_KEY}`,
    "Content-Type": "text/plain",
  },
  body: "Line one\nLine two: 100% \\ done",
});
if (!response.ok) {
  throw new Error(`${response.status} ${response.statusText}: ${await response.text()}`);
}
console.log(response.status);
