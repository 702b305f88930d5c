// Cargo.toml: reqwest = { version = "0.12", features = ["blocking"] }
use std::env;
use std::error::Error;

fn main() -> Result<(), Box<dyn Error>> {
    let response = reqwest::blocking::Client::new()
        .delete(format!("https://api.example.org/v1/notes/n_1?key={}", env::var("BOB_KEY")?))
        .send()?;
    let status = response.status();
    let text = response.text()?;
    if !status.is_success() {
        return Err(format!("{status}: {text}").into());
    }
    println!("{status}");
    Ok(())
}
