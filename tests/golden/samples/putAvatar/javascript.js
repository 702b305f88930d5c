const BOB_API_KEY = "<BOB_API_KEY>";

const response = await fetch("https://api.example.org/v1/users/u_1/avatar", {
  method: "PUT",
  headers: {
    Authorization: `Bearer ${BOB_API_KEY}`,
    Accept: "application/json",
    "Content-Type": "image/png",
  },
  body: document.querySelector("input[type=file]").files[0],
});
if (!response.ok) {
  throw new Error(`${response.status} ${response.statusText}: ${await response.text()}`);
}
console.log(await response.json());
