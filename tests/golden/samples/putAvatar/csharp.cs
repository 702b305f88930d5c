using System;
using System.IO;
using System.Net.Http;
using System.Net.Http.Headers;

using var client = new HttpClient();
using var request = new HttpRequestMessage(HttpMethod.Put, "https://api.example.org/v1/users/u_1/avatar");
request.Headers.Add("Authorization", "Bearer " + Environment.GetEnvironmentVariable("BOB_API_KEY"));
request.Headers.Add("Accept", "application/json");
request.Content = new StreamContent(File.OpenRead("path/to/file"));
request.Content.Headers.ContentType = MediaTypeHeaderValue.Parse("image/png");

using var response = await client.SendAsync(request);
var body = await response.Content.ReadAsStringAsync();
if (!response.IsSuccessStatusCode)
{
    throw new HttpRequestException($"{(int)response.StatusCode} {response.ReasonPhrase}: {body}");
}
Console.WriteLine(body);
