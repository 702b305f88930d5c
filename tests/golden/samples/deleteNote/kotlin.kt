// build.gradle.kts: implementation("com.squareup.okhttp3:okhttp:4.12.0")
import okhttp3.OkHttpClient
import okhttp3.Request

fun main() {
    val request = Request.Builder()
        .url("https://api.example.org/v1/notes/n_1?key=${System.getenv("BOB_KEY")}")
        .delete()
        .build()
    OkHttpClient().newCall(request).execute().use { response ->
        val text = response.body!!.string()
        check(response.isSuccessful) { "${response.code}: $text" }
        println(response.code)
    }
}
