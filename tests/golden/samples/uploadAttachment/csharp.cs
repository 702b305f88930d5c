using System;
using System.IO;
using System.Net.Http;

using var client = new HttpClient();
using var request = new HttpRequestMessage(HttpMethod.Post, "https://api.example.org/v1/attachments");
request.Headers.Add("Authorization", "Bearer " + Environment.GetEnvironmentVariable("BOB_API_KEY"));
request.Headers.Add("Accept", "application/json");
request.Content = new MultipartFormDataContent
{
    { new StreamContent(File.OpenRead("path/to/file")), "file", "file" },
    { new StringContent("A fox"), "caption" },
    { new StringContent("animal"), "labels" },
    { new StringContent("orange"), "labels" },
};

using var response = await client.SendAsync(request);
var body = await response.Content.ReadAsStringAsync();
if (!response.IsSuccessStatusCode)
{
    throw new HttpRequestException($"{(int)response.StatusCode} {response.ReasonPhrase}: {body}");
}
Console.WriteLine(body);
