// Cargo.toml: reqwest = { version = "0.12", features = ["blocking"] }
use std::env;
use std::error::Error;

fn main() -> Result<(), Box<dyn Error>> {
    let body = std::fs::File::open("path/to/file")?;

    let response = reqwest::blocking::Client::new()
        .put("https://api.example.org/v1/users/u_1/avatar")
        .header("Authorization", format!("Bearer {}", env::var("BOB_API_KEY")?))
        .header("Accept", "application/json")
        .header("Content-Type", "image/png")
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
