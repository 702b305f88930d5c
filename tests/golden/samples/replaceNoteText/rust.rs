// Cargo.toml: reqwest = { version = "0.12", features = ["blocking"] }
use std::env;
use std::error::Error;

fn main() -> Result<(), Box<dyn Error>> {
    let body = "Line one\nLine two: 100% \\ done";

    let response = reqwest::blocking::Client::new()
        .put("https://api.example.org/v1/notes/n_1")
        .header("Authorization", format!("Bearer {}", env::var("BOB_API_KEY")?))
        .header("Content-Type", "text/plain")
        .body(body)
        .send()?;
    let status = response.status();
    let text = response.text()?;
    if !status.is_success() {
        return Err(format!("{status}: {text}").into());
    }
    println!("{status}");
    Ok(())
}
