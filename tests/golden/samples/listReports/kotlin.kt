// build.gradle.kts: implementation("com.squareup.okhttp3:okhttp:4.12.0")
import okhttp3.OkHttpClient
import okhttp3.Request

fun main() {
    val request = Request.Builder()
        .url("https://api.example.org/v1/reports/.2024,Q1/;team=core;level=2/ada%20lovelace?ids=1,2,3&tags=red%20green&range=2024-01-01%7C2024-03-31&filter%5Bstatus%5D=open&filter%5Bkind%5D=weekly&size=20&after=r_9")
        .header("Accept", "application/json")
        .header("X-Request-Id", "7c9e6679-7425-40de-944b-e07fc1f90ae7")
        .header("Cookie", "theme=dark; bob_session=${System.getenv("BOB_SESSION")}")
        .get()
        .build()
    OkHttpClient().newCall(request).execute().use { response ->
        val text = response.body!!.string()
        check(response.isSuccessful) { "${response.code}: $text" }
        println(text)
    }
}
