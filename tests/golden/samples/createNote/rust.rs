// Cargo.toml: reqwest = { version = "0.12", features = ["blocking"] }
use std::env;
use std::error::Error;

fn main() -> Result<(), Box<dyn Error>> {
    let body = r#"{
  "title": "It's \"done\"",
  "body": "Costs $5 #{not} ${interpolated}\nSecond line",
  "tags": [
    "a",
    "b"
  ],
  "pinned": true,
  "due": null,
  "weight": 1.5
}"#;

    let response = reqwest::blocking::Client::new()
        .post("https://api.example.org/v1/notes")
        .header("Authorization", format!("Bearer {}", env::var("BOB_API_KEY")?))
        .header("Accept", "application/json")
        .header("Content-Type", "application/json")
        .header("Idempotency-Key", "4f9a1c2e-8b7d-4e3f-9a6b-2c1d0e5f7a8b")
        .body(body)
        .send()?;
    let status = response.status();
    let text = response.text()?;
    if !status.is_success() {
        return Err(format!("{status}: {text}").into());
    }
    println!("{text}");
    Ok(())
}
