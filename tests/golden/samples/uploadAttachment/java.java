import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.UUID;

public class Main {
    public static void main(String[] args) throws Exception {
        Multipart form = new Multipart();
        form.file("file", Path.of("path/to/file"));
        form.field("caption", "A fox");
        form.field("labels", "animal");
        form.field("labels", "orange");

        HttpRequest request = HttpRequest.newBuilder(URI.create("https://api.example.org/v1/attachments"))
            .header("Authorization", "Bearer " + System.getenv("BOB_API_KEY"))
            .header("Accept", "application/json")
            .header("Content-Type", form.contentType())
            .POST(form.body())
            .build();
        HttpResponse<String> response = HttpClient.newHttpClient().send(request, HttpResponse.BodyHandlers.ofString());
        if (response.statusCode() >= 400) {
            throw new IllegalStateException(response.statusCode() + ": " + response.body());
        }
        System.out.println(response.body());
    }

    /** A multipart/form-data body. */
    static class Multipart {
        private final String boundary = UUID.randomUUID().toString();
        private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();

        void field(String name, String value) {
            part("name=\"" + name + "\"", value.getBytes(StandardCharsets.UTF_8));
        }

        void file(String name, Path path) throws IOException {
            part("name=\"" + name + "\"; filename=\"" + path.getFileName() + "\"\r\nContent-Type: application/octet-stream", Files.readAllBytes(path));
        }

        private void part(String disposition, byte[] content) {
            bytes.writeBytes(("--" + boundary + "\r\nContent-Disposition: form-data; " + disposition + "\r\n\r\n").getBytes(StandardCharsets.UTF_8));
            bytes.writeBytes(content);
            bytes.writeBytes("\r\n".getBytes(StandardCharsets.UTF_8));
        }

        String contentType() {
            return "multipart/form-data; boundary=" + boundary;
        }

        HttpRequest.BodyPublisher body() {
            bytes.writeBytes(("--" + boundary + "--\r\n").getBytes(StandardCharsets.UTF_8));
            return HttpRequest.BodyPublishers.ofByteArray(bytes.toByteArray());
        }
    }
}
