// build.gradle.kts: implementation("com.squareup.okhttp3:okhttp:4.12.0")
import okhttp3.MediaType.Companion.toMediaType
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody.Companion.toRequestBody

fun main() {
    val body = """
        {
          "title": "It's \"done\"",
          "body": "Costs ${'$'}5 #{not} ${'$'}{interpolated}\nSecond line",
          "tags": [
            "a",
            "b"
          ],
          "pinned": true,
          "due": null,
          "weight": 1.5
        }
    """.trimIndent()
        .toRequestBody("application/json".toMediaType())
    val request = Request.Builder()
        .url("https://api.example.org/v1/notes")
        .header("Authorization", "Bearer ${System.getenv("BOB_API_KEY")}")
        .header("Accept", "application/json")
        .header("Idempotency-Key", "4f9a1c2e-8b7d-4e3f-9a6b-2c1d0e5f7a8b")
        .post(body)
        .build()
    OkHttpClient().newCall(request).execute().use { response ->
        val text = response.body!!.string()
        check(response.isSuccessful) { "${response.code}: $text" }
        println(text)
    }
}
