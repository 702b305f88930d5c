// build.gradle.kts: implementation("com.squareup.okhttp3:okhttp:4.12.0")
import java.io.File
import okhttp3.MediaType.Companion.toMediaType
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody.Companion.asRequestBody

fun main() {
    val body = File("path/to/file").asRequestBody("image/png".toMediaType())
    val request = Request.Builder()
        .url("https://api.example.org/v1/users/u_1/avatar")
        .header("Authorization", "Bearer ${System.getenv("BOB_API_KEY")}")
        .header("Accept", "application/json")
        .put(body)
        .build()
    OkHttpClient().newCall(request).execute().use { response ->
        val text = response.body!!.string()
        check(response.isSuccessful) { "${response.code}: $text" }
        println(text)
    }
}
