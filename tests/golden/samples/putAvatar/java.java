import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;

public class Main {
    public static void main(String[] args) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create("https://api.example.org/v1/users/u_1/avatar"))
            .header("Authorization", "Bearer " + System.getenv("BOB_API_KEY"))
            .header("Accept", "application/json")
            .header("Content-Type", "image/png")
            .PUT(HttpRequest.BodyPublishers.ofFile(Path.of("path/to/file")))
            .build();
        HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() >= 400) {
            throw new IllegalStateException(response.statusCode() + ": " + response.body());
        }
        System.out.println(response.body());
    }
}
