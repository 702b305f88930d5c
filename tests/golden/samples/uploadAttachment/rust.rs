// Cargo.toml: reqwest = { version = "0.12", features = ["blocking", "multipart"] }
use std::env;
use std::error::Error;

fn main() -> Result<(), Box<dyn Error>> {
    let form = reqwest::blocking::multipart::Form::new()
        .file("file", "path/to/file")?
        .text("caption", "A fox")
        .text("labels", "animal")
        .text("labels", "orange");

    let response = reqwest::blocking::Client::new()
        .post("https://api.example.org/v1/attachments")
        .header("Authorization", format!("Bearer {}", env::var("BOB_API_KEY")?))
        .header("Accept", "application/json")
        .multipart(form)
        .send()?;
    let status = response.status();
    let text = response.text()?;
    if !status.is_success() {
        return Err(format!("{status}: {text}").into());
    }
    println!("{text}");
    Ok(())
}
