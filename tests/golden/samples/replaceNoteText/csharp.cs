using System;
using System.Net.Http;
using System.Net.Http.Headers;

using var client = new HttpClient();
using var request = new HttpRequestMessage(HttpMethod.Put, "https://api.example.org/v1/notes/n_1");
request.Headers.Add("Authorization", "Bearer " + Environment.GetEnvironmentVariable("BOB_API_KEY"));
request.Content = new StringContent("Line one\nLine two: 100% \\ done");
request.Content.Headers.ContentType = MediaTypeHeaderValue.Parse("text/plain");

using var response = await client.SendAsync(request);
var body = await response.Content.ReadAsStringAsync();
if (!response.IsSuccessStatusCode)
{
    throw new HttpRequestException($"{(int)response.StatusCode} {response.ReasonPhrase}: {body}");
}
Console.WriteLine((int)response.StatusCode);
