using System;
using System.Net.Http;
using System.Net.Http.Headers;

using var client = new HttpClient();
using var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.org/v1/notes");
request.Headers.Add("Authorization", "Bearer " + Environment.GetEnvironmentVariable("BOB_API_KEY"));
request.Headers.Add("Accept", "application/json");
request.Headers.Add("Idempotency-Key", "4f9a1c2e-8b7d-4e3f-9a6b-2c1d0e5f7a8b");
request.Content = new StringContent("""
{
  "title": "It's \"done\"",
  "body": "Costs $5 #{not} ${interpolated}\nSecond line",
  "tags": [
    "a",
    "b"
  ],
  "pinned": true,
  "due": null,
  "weight": 1.5
}
""");
request.Content.Headers.ContentType = MediaTypeHeaderValue.Parse("application/json");

using var response = await client.SendAsync(request);
var body = await response.Content.ReadAsStringAsync();
if (!response.IsSuccessStatusCode)
{
    throw new HttpRequestException($"{(int)response.StatusCode} {response.ReasonPhrase}: {body}");
}
Console.WriteLine(body);
