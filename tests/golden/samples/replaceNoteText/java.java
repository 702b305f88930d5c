import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Main {
    public static void main(String[] args) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create("https://api.example.org/v1/notes/n_1"))
            .header("Authorization", "Bearer " + System.getenv("BOB_API_KEY"))
            .header("Content-Type", "text/plain")
            .PUT(HttpRequest.BodyPublishers.ofString("Line one\nLine two: 100% \\ done"))
            .build();
        HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() >= 400) {
            throw new IllegalStateException(response.statusCode() + ": " + response.body());
        }
        System.out.println(response.statusCode());
    }
}
