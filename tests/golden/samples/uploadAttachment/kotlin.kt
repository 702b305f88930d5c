// build.gradle.kts: implementation("com.squareup.okhttp3:okhttp:4.12.0")
import java.io.File
import okhttp3.MultipartBody
import okhttp3.OkHttpClient
import okhttp3.Request
import okhttp3.RequestBody.Companion.asRequestBody

fun main() {
    val body = MultipartBody.Builder()
        .setType(MultipartBody.FORM)
        .addFormDataPart("file", "file", File("path/to/file").asRequestBody())
        .addFormDataPart("caption", "A fox")
        .addFormDataPart("labels", "animal")
        .addFormDataPart("labels", "orange")
        .build()
    val request = Request.Builder()
        .url("https://api.example.org/v1/attachments")
        .header("Authorization", "Bearer ${System.getenv("BOB_API_KEY")}")
        .header("Accept", "application/json")
        .post(body)
        .build()
    OkHttpClient().newCall(request).execute().use { response ->
        val text = response.body!!.string()
        check(response.isSuccessful) { "${response.code}: $text" }
        println(text)
    }
}
