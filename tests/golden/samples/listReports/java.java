import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

public class Main {
    public static void main(String[] args) throws Exception {
        HttpRequest request = HttpRequest.newBuilder(URI.create("https://api.example.org/v1/reports/.2024,Q1/;team=core;level=2/ada%20lovelace?ids=1,2,3&tags=red%20green&range=2024-01-01%7C2024-03-31&filter%5Bstatus%5D=open&filter%5Bkind%5D=weekly&size=20&after=r_9"))
            .header("Accept", "application/json")
            .header("X-Request-Id", "7c9e6679-7425-40de-944b-e07fc1f90ae7")
            .header("Cookie", "theme=dark; bob_session=" + System.getenv("BOB_SESSION"))
            .GET()
            .build();
        HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() >= 400) {
            throw new IllegalStateException(response.statusCode() + ": " + response.body());
        }
        System.out.println(response.body());
    }
}
