using System;
using System.Net.Http;

using var client = new HttpClient(new HttpClientHandler { UseCookies = false });
using var request = new HttpRequestMessage(HttpMethod.Get, "https://api.example.org/v1/reports/.2024,Q1/;team=core;level=2/ada%20lovelace?ids=1,2,3&tags=red%20green&range=2024-01-01%7C2024-03-31&filter%5Bstatus%5D=open&filter%5Bkind%5D=weekly&size=20&after=r_9");
request.Headers.Add("Accept", "application/json");
request.Headers.Add("X-Request-Id", "7c9e6679-7425-40de-944b-e07fc1f90ae7");
request.Headers.Add("Cookie", "theme=dark; bob_session=" + Environment.GetEnvironmentVariable("BOB_SESSION"));

using var response = await client.SendAsync(request);
var body = await response.Content.ReadAsStringAsync();
if (!response.IsSuccessStatusCode)
{
    throw new HttpRequestException($"{(int)response.StatusCode} {response.ReasonPhrase}: {body}");
}
Console.WriteLine(body);
