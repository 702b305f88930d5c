const BOB_KEY = "<BOB_KEY>";

const response = await fetch(`https://api.example.org/v1/notes/n_1?key=${BOB_KEY}`, {
  method: "DELETE",
});
if (!response.ok) {
  throw new Error(`${response.status} ${response.statusText}: ${await response.text()}`);
}
console.log(response.status);
