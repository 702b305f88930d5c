const BOB_API_KEY = "<BOB_API_KEY>";

const form = new FormData();
form.append("file", document.querySelector("input[type=file][name=file]").files[0]);
form.append("caption", "A fox");
form.append("labels", "animal");
form.append("labels", "orange");

const response = await fetch("https://api.example.org/v1/attachments", {
  method: "POST",
  headers: {
    Authorization: `Bearer ${BOB_API_KEY}`,
    Accept: "application/json",
  },
  body: form,
});
if (!response.ok) {
  throw new Error(`${response.status} ${response.statusText}: ${await response.text()}`);
}
console.log(await response.json());
