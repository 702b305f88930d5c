using System;
using System.Net.Http;

using var client = new HttpClient();
using var request = new HttpRequestMessage(HttpMethod.Delete, "https://api.example.org/v1/notes/n_1?key=" + Environment.GetEnvironmentVariable("BOB_KEY"));

using var response = await client.SendAsync(request);
var body = await response.Content.ReadAsStringAsync();
if (!response.IsSuccessStatusCode)
{
    throw new HttpRequestException($"{(int)response.StatusCode} {response.ReasonPhrase}: {body}");
}
Console.WriteLine((int)response.StatusCode);
