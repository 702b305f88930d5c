import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Main {
    public static void main(String[] args) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create("https://api.example.org/v1/notes"))
            .header("Authorization", "Bearer " + System.getenv("BOB_API_KEY"))
            .header("Accept", "application/json")
            .header("Content-Type", "application/json")
            .header("Idempotency-Key", "4f9a1c2e-8b7d-4e3f-9a6b-2c1d0e5f7a8b")
            .POST(HttpRequest.BodyPublishers.ofString("""
                {
                  "title": "It's \\"done\\"",
                  "body": "Costs $5 #{not} ${interpolated}\\nSecond line",
                  "tags": [
                    "a",
                    "b"
                  ],
                  "pinned": true,
                  "due": null,
                  "weight": 1.5
                }"""))
            .build();
        HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() >= 400) {
            throw new IllegalStateException(response.statusCode() + ": " + response.body());
        }
        System.out.println(response.body());
    }
}
