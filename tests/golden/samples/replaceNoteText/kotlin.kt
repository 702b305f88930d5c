// build.gradle.kts: implementation("com.squareup.okhttp3:okhttp:4.12.0")
import okhttp3.MediaType.Companion.toMediaType
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody.Companion.toRequestBody

fun main() {
    val body = "Line one\nLine two: 100% \\ done".toRequestBody("text/plain".toMediaType())
    val request = Request.Builder()
        .url("https://api.example.org/v1/notes/n_1")
        .header("Authorization", "Bearer ${System.getenv("BOB_API_KEY")}")
        .put(body)
        .build()
    OkHttpClient().newCall(request).execute().use { response ->
        val text = response.body!!.string()
        check(response.isSuccessful) { "${response.code}: $text" }
        println(response.code)
    }
}
